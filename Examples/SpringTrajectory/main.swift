// Prints the trajectory of a spring as a table: the quickest way to see CardDeckMotion work.
//
//     swift run spring-trajectory [--response 0.44] [--damping-ratio 0.8]
//                                 [--from 0] [--to 100] [--velocity 0] [--fps 60]
import CardDeckMotion
import Foundation

struct Options {
    var response = 0.44
    var dampingRatio = 0.8
    var from = 0.0
    var to = 100.0
    var velocity = 0.0
    var framesPerSecond = 60.0

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--help" || flag == "-h" { throw UsageError(message: nil) }
            guard let text = remaining.popFirst() else {
                throw UsageError(message: "\(flag) needs a value")
            }
            guard let value = Double(text), value.isFinite else {
                throw UsageError(message: "\(flag) needs a finite number, not '\(text)'")
            }
            switch flag {
            case "--response": response = value
            case "--damping-ratio": dampingRatio = value
            case "--from": from = value
            case "--to": to = value
            case "--velocity": velocity = value
            case "--fps" where value >= 1 && value <= 1_000: framesPerSecond = value
            case "--fps": throw UsageError(message: "--fps must be between 1 and 1000")
            default: throw UsageError(message: "unknown option \(flag)")
            }
        }
    }
}

struct UsageError: Error {
    let message: String?
    static let usage = """
        usage: spring-trajectory [--response S] [--damping-ratio Z] [--from A] [--to B]
                                 [--velocity V] [--fps N]
        """
}

func bar(for position: Double, from: Double, to: Double, width: Int = 40) -> String {
    let span = to - from
    let fraction = span == 0 ? 1 : (position - from) / span
    let cells = Int((fraction * Double(width)).rounded())
    let clamped = min(max(cells, 0), width + 10)
    return String(repeating: "█", count: clamped)
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let spring = Spring(response: options.response, dampingRatio: options.dampingRatio)
    let motion = SpringSimulation(
        spring: spring,
        start: options.from,
        end: options.to,
        initialVelocity: options.velocity,
        tolerance: max(abs(options.to - options.from), 1) * 0.001
    )
    print(
        "spring: response \(fixed(spring.response, 3)) s, damping ratio "
            + "\(fixed(spring.dampingRatio, 3)), stiffness \(fixed(spring.stiffness, 3)), "
            + "damping \(fixed(spring.damping, 3)), bounce \(fixed(spring.bounce, 3))")
    print(
        "moving \(fixed(options.from, 1)) → \(fixed(options.to, 1)) at "
            + "\(fixed(options.velocity, 1))/s; settles in \(fixed(motion.settlingTime, 4)) s")
    print("")
    print("  frame   time (s)   position   velocity (/s)")
    let frameDuration = 1 / options.framesPerSecond
    var frame = 0
    while true {
        let time = Double(frame) * frameDuration
        let position = motion.position(at: time)
        print(
            pad(String(frame), 7) + pad(fixed(time, 4), 11) + pad(fixed(position, 3), 11)
                + pad(fixed(motion.velocity(at: time), 2), 16) + "  "
                + bar(for: position, from: options.from, to: options.to))
        if motion.isDone(at: time) || frame >= 2_000 { break }
        frame += 1
    }
} catch {
    if let message = error.message {
        printError("spring-trajectory: \(message)")
    }
    printError(UsageError.usage)
    exit(error.message == nil ? 0 : 64)
}

import CardDeckViews

/// The command-line options of the examples and the showcase, parsed without side effects.
///
/// ```
/// carddeck-demo [--script] [--quiet] [--svg DIR] [--size WxH]
///               [--frames-per-second N] [--slow] [--help]
/// carddeck-demo --web [--port N] [--bind ADDRESS] [--size WxH] [--inspect]
/// ```
///
/// Values may follow their flag as the next argument or after `=` (`--size=390x844`).
public struct DemoOptions: Hashable, Sendable {
    /// The window size when `--size` is not given: an iPhone's 390 × 844 points.
    public static let defaultSize = Size(width: 390, height: 844)
    /// The smallest and largest window side `--size` accepts, in points.
    public static let sizeRange: ClosedRange<Double> = 100...4_000
    /// The range `--frames-per-second` accepts.
    public static let framesPerSecondRange: ClosedRange<Double> = 1...240
    /// How much `--slow` slows the tour down.
    public static let slowMotionFactor = 10.0

    /// Whether to play the scripted tour even in a terminal (`--script`); default `false`.
    /// Without a terminal the tour is always scripted.
    public var isScripted = false
    /// Whether to print only captions and final states (`--quiet`); default `false`.
    public var isQuiet = false
    /// Where to write SVG frames and filmstrips (`--svg DIR`); default `nil`, none.
    public var svgDirectory: String?
    /// The window size in points (`--size WxH`); default 390 × 844, each side 100…4,000.
    public var size = DemoOptions.defaultSize
    /// Frames printed (and written as SVG) per second of the tour (`--frames-per-second N`);
    /// default 60, valid 1…240.
    public var framesPerSecond = 60.0
    /// Whether to play in slow motion (`--slow`): every duration lasts ten times as long, so
    /// ten times as many frames are printed per second of the tour; default `false`.
    public var isSlowMotion = false
    /// Whether `--help` was given; default `false`.
    public var showsHelp = false
    /// Whether to serve the live demo to a web browser instead (`--web`); default `false`.
    public var servesWeb = false
    /// The port to serve on (`--port N`); default `nil`, 8390 or the next free one. Valid
    /// 1…65535.
    public var port: UInt16?
    /// Whether the web page shows the inspector beside the phone window (`--inspect`, with
    /// `--web`); the window then keeps ``size`` (an iPhone's by default); default `false`.
    public var inspects = false
    /// The address to listen on (`--bind ADDRESS`); default `127.0.0.1`, this machine only.
    /// `0.0.0.0` also listens on the network, for a phone.
    public var bindAddress = "127.0.0.1"
    /// Whether `--size` was given: on the web the window then keeps that size, else it
    /// follows the browser's viewport; default `false`.
    public var hasExplicitSize = false
    /// `--record FILE`: live (in the terminal or with `--web`), write a recording of the
    /// session (each scenario played, until another is chosen or the demo ends) to FILE.
    public var recordPath: String?
    /// `--test-from FILE`: print a Swift Testing test that replays the recording in FILE.
    public var testFromPath: String?

    /// The options with every default.
    public init() {}

    /// Whether the demo runs live: only in a terminal (`interactive`), and only without
    /// `--script`, `--quiet` or `--svg`, which ask for the scripted tour.
    ///
    /// - Parameter interactive: Whether standard input and output are a terminal.
    /// - Returns: `true` to run live.
    public func runsLive(interactive: Bool) -> Bool {
        !servesWeb && interactive && !isScripted && !isQuiet && svgDirectory == nil
    }

    /// Parses command-line arguments (without the program's name).
    ///
    /// - Parameter arguments: The arguments, in order.
    /// - Throws: ``DemoUsageError`` for an unknown flag, a missing value or a value out of
    ///   range.
    public init(arguments: [String]) throws(DemoUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(DemoUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw DemoUsageError("\(flag) needs a value")
                }
                return next
            }
            func noValue() throws(DemoUsageError) {
                if inlineValue != nil { throw DemoUsageError("\(flag) takes no value") }
            }
            switch flag {
            case "--script":
                try noValue()
                isScripted = true
            case "--quiet":
                try noValue()
                isQuiet = true
            case "--slow":
                try noValue()
                isSlowMotion = true
            case "--help", "-h":
                try noValue()
                showsHelp = true
            case "--svg":
                let directory = try value()
                guard !directory.isEmpty else { throw DemoUsageError("--svg needs a directory") }
                svgDirectory = directory
            case "--size":
                size = try Self.parseSize(try value())
                hasExplicitSize = true
            case "--web":
                try noValue()
                servesWeb = true
            case "--inspect":
                try noValue()
                inspects = true
            case "--port":
                let text = try value()
                guard let number = UInt16(text), number > 0 else {
                    throw DemoUsageError(
                        "--port needs a port number from 1 to 65535, not '\(text)'")
                }
                port = number
            case "--bind":
                let address = try value()
                guard address.split(separator: ".").count == 4,
                    address.split(separator: ".").allSatisfy({ UInt8($0) != nil })
                else {
                    throw DemoUsageError(
                        "--bind needs an IPv4 address such as 127.0.0.1 or 0.0.0.0, not '\(address)'"
                    )
                }
                bindAddress = address
            case "--record":
                let path = try value()
                guard !path.isEmpty else { throw DemoUsageError("--record needs a file") }
                recordPath = path
            case "--test-from":
                let path = try value()
                guard !path.isEmpty else { throw DemoUsageError("--test-from needs a file") }
                testFromPath = path
            case "--frames-per-second", "--fps":
                framesPerSecond = try Self.parseFramesPerSecond(try value(), flag: flag)
            default:
                throw DemoUsageError("unknown option '\(argument)'")
            }
        }
        if servesWeb, isScripted || isQuiet || svgDirectory != nil {
            throw DemoUsageError(
                "--web serves the live demo; it does not go with --script, --quiet or --svg")
        }
        if !servesWeb, port != nil || bindAddress != "127.0.0.1" {
            throw DemoUsageError("--port and --bind need --web")
        }
        if !servesWeb, inspects {
            throw DemoUsageError("--inspect needs --web")
        }
    }

    /// How many times longer every duration lasts: 10 with `--slow`, else 1.
    public var timeScale: Double { isSlowMotion ? Self.slowMotionFactor : 1 }

    /// The window's safe-area insets for ``size``: an iPhone's 47 points at the top and 34 at
    /// the bottom for a portrait window at least 600 points tall, else a 20-point status bar.
    public var safeAreaInsets: EdgeInsets {
        size.height >= 600 && size.height > size.width
            ? EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }

    private static func parseSize(_ text: String) throws(DemoUsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite
        else {
            throw DemoUsageError("--size needs WIDTHxHEIGHT in points, like 390x844, not '\(text)'")
        }
        guard sizeRange.contains(width), sizeRange.contains(height) else {
            throw DemoUsageError(
                "--size: each side must be between \(Int(sizeRange.lowerBound)) and "
                    + "\(Int(sizeRange.upperBound)) points, not '\(text)'")
        }
        return Size(width: width, height: height)
    }

    private static func parseFramesPerSecond(_ text: String, flag: String) throws(DemoUsageError)
        -> Double
    {
        guard let value = Double(text), value.isFinite else {
            throw DemoUsageError("\(flag) needs a number, not '\(text)'")
        }
        guard framesPerSecondRange.contains(value) else {
            throw DemoUsageError(
                "\(flag) must be between \(Int(framesPerSecondRange.lowerBound)) and "
                    + "\(Int(framesPerSecondRange.upperBound)), not '\(text)'")
        }
        return value
    }
}

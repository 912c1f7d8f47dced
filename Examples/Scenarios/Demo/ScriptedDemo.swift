import CardDeckSVG
import CardDeckTerminal
import CardDeckViews
import Foundation

/// Plays scenarios' scripted tours headless and prints what happens.
///
/// For each scenario it builds a ``DemoOptions/size`` window on a `ManualClock` with a
/// `TerminalRenderer` drawing into a buffer (unless quiet), installs the scenario and runs its
/// tour step by step. It prints each step's caption and, unless quiet, the frames as terminal
/// text at ``DemoOptions/framesPerSecond`` per second of the tour (ten times as many with
/// `--slow`), then the scenario's summary. With `--svg DIR` it writes an `SVGFrame` of every
/// frame it shows (or would show, when quiet) to `DIR/<scenario>/frame-NNNN.svg`, and the
/// frames the tour marks to `DIR/<scenario>-filmstrip.svg`.
///
/// Nothing reads the wall clock: the same options give the same output on every run. A
/// ``FramePacer`` may be given to show the frames in real time.
@MainActor
public final class ScriptedDemo {
    /// How frames are written.
    public enum FrameStyle: Sendable {
        /// Plain text, one frame after another, each under a header line.
        case plain
        /// Coloured text drawn over the previous frame from the top-left corner: for a
        /// terminal.
        case inPlace
    }

    /// The options.
    public let options: DemoOptions
    private let style: FrameStyle
    private let pacer: FramePacer?
    private let write: (String) -> Void
    /// The scenario's heading and the step's caption, shown under in-place frames.
    private var statusLines = ["", ""]

    /// Creates a demo.
    ///
    /// - Parameters:
    ///   - options: The parsed options.
    ///   - style: How frames are written; default plain.
    ///   - pacer: What waits before each printed frame, or `nil` (the default) to print as fast
    ///     as possible.
    ///   - write: Where text goes (standard output in the executables); each call is one or
    ///     more whole lines.
    public init(
        options: DemoOptions, style: FrameStyle = .plain, pacer: FramePacer? = nil,
        write: @escaping (String) -> Void
    ) {
        self.options = options
        self.style = style
        self.pacer = pacer
        self.write = write
    }

    /// A window as the demo builds it: ``DemoOptions/size``, ``DemoOptions/safeAreaInsets``, a
    /// `ManualClock` at 0, and a frame rate of 120 per second, or more when more frames are
    /// printed (up to 1,000).
    ///
    /// - Parameter options: The options.
    /// - Returns: The window, with nothing in it.
    public static func makeWindow(for options: DemoOptions) -> Window {
        let window = Window(
            size: options.size, safeAreaInsets: options.safeAreaInsets, clock: ManualClock())
        window.frameRate = min(max(120, options.framesPerSecond * options.timeScale), 1_000)
        return window
    }

    /// Plays scenarios one after another.
    ///
    /// - Parameter scenarios: The scenarios, in order.
    /// - Returns: What each gave.
    /// - Throws: ``TourError`` when a tour step cannot run, or a file error when an SVG file
    ///   cannot be written.
    @discardableResult
    public func run(_ scenarios: [ScenarioDescriptor]) throws -> [ScenarioRun] {
        var runs: [ScenarioRun] = []
        for (index, descriptor) in scenarios.enumerated() {
            runs.append(try play(descriptor, number: index + 1, of: scenarios.count))
        }
        return runs
    }

    /// Plays one scenario's tour.
    ///
    /// - Parameters:
    ///   - descriptor: The scenario.
    ///   - number: Its position in the run, from 1, for the heading; default 1.
    ///   - total: How many scenarios the run plays; default 1.
    /// - Returns: What it gave.
    /// - Throws: ``TourError`` or a file error.
    public func play(_ descriptor: ScenarioDescriptor, number: Int = 1, of total: Int = 1) throws
        -> ScenarioRun
    {
        let window = Self.makeWindow(for: options)
        // The renderer draws only the frames shown (the sampler asks it to), and none when
        // quiet.
        let terminal = options.isQuiet ? nil : TerminalRenderer(output: TerminalBufferOutput())
        let frameDirectory = try options.svgDirectory.map { directory in
            let url = URL(fileURLWithPath: directory).appendingPathComponent(descriptor.identifier)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        var frameCount = 0
        var fileError: (any Error)?
        let sampler = FrameSampler(
            interval: 1 / (options.framesPerSecond * options.timeScale), start: window.time
        ) { [self] window, time in
            frameCount += 1
            if let terminal {
                terminal.redraw(window)
                (terminal.output as? TerminalBufferOutput)?.removeAll()
                show(terminal.screen, frame: frameCount, at: time)
            }
            guard let frameDirectory, fileError == nil else { return }
            let name = String(format: "frame-%04d.svg", frameCount)
            do {
                // The tree is as the sampled commit left it (a flush comes before any change).
                try SVGFrame(capturing: window).document.write(
                    to: frameDirectory.appendingPathComponent(name), atomically: true,
                    encoding: .utf8)
            } catch {
                fileError = error
            }
        }
        window.attach(sampler)
        pacer?.reset()
        if drawsInPlace {
            write("\u{1B}[2J")
            statusLines = [heading(descriptor, number: number, of: total), ""]
        } else {
            write(heading(descriptor, number: number, of: total) + "\n")
        }

        let scenario = descriptor.make()
        scenario.install(in: window)
        let player = TourPlayer(window: window)
        var filmstripFrames: [SVGFrame] = []
        var filmstripLabels: [String] = []
        for (index, step) in scenario.tour.enumerated() {
            let line = "\(Formatting.seconds(window.time))  \(step.caption)"
            if drawsInPlace {
                statusLines[1] = line
            } else {
                write(line + "\n")
            }
            try player.perform(step, index: index)
            sampler.flush(in: window)
            if let fileError { throw fileError }
            if let label = step.filmstripLabel {
                filmstripFrames.append(SVGFrame(capturing: window))
                filmstripLabels.append(label)
            }
        }
        let summary = scenario.summary
        write("  \(summary)\n")
        if let directory = options.svgDirectory {
            let strip = SVGFilmstrip(
                frames: filmstripFrames, labels: filmstripLabels, background: .white)
            try strip.document.write(
                to: URL(fileURLWithPath: directory).appendingPathComponent(
                    "\(descriptor.identifier)-filmstrip.svg"),
                atomically: true, encoding: .utf8)
        }
        return ScenarioRun(
            identifier: descriptor.identifier, summary: summary, frameCount: frameCount,
            duration: window.time, filmstripLabels: filmstripLabels)
    }

    /// Whether frames are drawn over each other, with the heading and caption under them.
    private var drawsInPlace: Bool { style == .inPlace && !options.isQuiet }

    private func heading(_ descriptor: ScenarioDescriptor, number: Int, of total: Int) -> String {
        "\(number)/\(total) \(descriptor.identifier): \(descriptor.title), "
            + descriptor.tagline
    }

    private func show(_ screen: TerminalScreen, frame: Int, at time: Double) {
        pacer?.wait(until: time)
        switch style {
        case .plain:
            write("-- frame \(frame), \(Formatting.seconds(time)) --\n" + screen.plainText)
        case .inPlace:
            // Each status line clears what a longer one left; then the rest of the screen.
            let status = statusLines.map { $0 + "\u{1B}[K\n" }
                .joined()
            write("\u{1B}[H" + screen.ansiText + status + "\u{1B}[J")
        }
    }
}

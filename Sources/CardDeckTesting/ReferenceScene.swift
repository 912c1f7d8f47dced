import CardDeck

/// The one scene every host's golden tests draw: a phone-sized window showing a library
/// screen, a now-playing card stacked over it and a lyrics card over that, with text that
/// tests a host's escaping (`&`, `<`) and wide glyphs (an emoji).
///
/// Attach your host to ``window``, then play ``playTour(_:)`` and check what it drew at each
/// step: the SVG, terminal and web hosts' goldens are the same moments of the same scene, so
/// they can be compared with each other.
///
/// ```swift
/// let scene = ReferenceScene()
/// scene.window.attach(myHost)
/// try scene.playTour { step in
///     assertSnapshot(of: myHost.output, named: step.name)
/// }
/// ```
@MainActor
public final class ReferenceScene {
    /// The window: 390 × 844 points, safe area 47 pt at the top and 34 pt at the bottom.
    public let window: Window
    /// The root controller: a "Library" screen on the grouped background.
    public let root = ViewController()
    /// The first card: square red art and a "Now Playing" title.
    public let nowPlaying = ViewController()
    /// The second card: three lines of white text on blue.
    public let lyrics = ViewController()

    /// Creates the scene with nothing presented.
    ///
    /// - Parameter frameRate: The window's frame rate, frames per second; default 120, the window's own. A lower
    ///   rate keeps a recorded stream short.
    public init(frameRate: Double = 120) {
        window = Window(
            size: Size(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.frameRate = frameRate
        window.rootViewController = root
        let title = Self.label("Library", size: 34)
        root.view.backgroundColor = .secondarySystemBackground
        root.view.addSubview(title)
        root.view.layout = { view in
            title.frame = Rect(x: 16, y: 56, width: view.bounds.width - 32, height: 41)
        }

        let art = ViewNode()
        art.backgroundColor = .systemRed
        art.cornerRadius = 8
        let playing = Self.label("Now Playing 😆", size: 22, alignment: .center)
        nowPlaying.view.addSubview(art)
        nowPlaying.view.addSubview(playing)
        nowPlaying.view.layout = { view in
            let side = view.bounds.width - 80
            art.frame = Rect(x: 40, y: 48, width: side, height: side)
            playing.frame = Rect(x: 16, y: side + 72, width: view.bounds.width - 32, height: 28)
        }

        let words = Self.label(
            "First line\nSecond line\n& a third <one>", size: 24, color: .white,
            alignment: .center)
        lyrics.view.backgroundColor = .systemBlue
        lyrics.view.addSubview(words)
        lyrics.view.layout = { view in
            words.frame = Rect(x: 16, y: 48, width: view.bounds.width - 32, height: 120)
        }
    }

    private static func label(
        _ string: String, size: Double, color: Color = .label,
        alignment: TextContent.Alignment = .leading
    ) -> ViewNode {
        let node = ViewNode()
        node.text = TextContent(
            string, fontSize: size, isBold: true, color: color, alignment: alignment)
        return node
    }

    /// Plays the tour: present the now-playing card, present the lyrics card over it, drag
    /// the lyrics card down and flick it away; `visit` sees each ``Step`` as the window shows
    /// it. The window ends as it was after the first step, the lyrics card dismissed.
    ///
    /// - Parameter visit: Called at each step, in order; an error it throws ends the tour.
    public func playTour(_ visit: (Step) throws -> Void) rethrows {
        window.advance(by: 0.1)
        root.presentCard(nowPlaying)
        window.advance(by: 2)
        try visit(Step(name: "1-one-card", isInFlight: false))

        nowPlaying.presentCard(lyrics)
        window.advance(by: 0.15)
        try visit(Step(name: "2-presenting", isInFlight: true))

        window.advance(by: 2)
        try visit(Step(name: "3-stacked", isInFlight: false))

        window.press(at: Point(x: 195, y: 300))
        window.move(to: Point(x: 195, y: 620), duration: 0.3)
        try visit(Step(name: "4-dragging", isInFlight: true))

        window.move(to: Point(x: 195, y: 700), duration: 0.05)
        window.release(at: Point(x: 195, y: 720))
        window.advance(by: 0.1)
        try visit(Step(name: "5-dismissing", isInFlight: true))

        window.advance(by: 2)
        try visit(Step(name: "6-dismissed", isInFlight: false))
    }
}

extension ReferenceScene {
    /// One moment of the tour.
    public struct Step: Sendable, Equatable {
        /// The step's name, usable as a golden file's name: `1-one-card`, `2-presenting`,
        /// `3-stacked`, `4-dragging`, `5-dismissing`, `6-dismissed`.
        public var name: String
        /// Whether something animates at this moment (a host that quantizes in-flight values
        /// may differ slightly from another here).
        public var isInFlight: Bool
    }
}

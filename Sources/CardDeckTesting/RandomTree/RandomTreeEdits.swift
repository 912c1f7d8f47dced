import CardDeckViews

/// Grows a random tree of styled nodes in a window and edits it at random, one frame per step,
/// the same on every machine for a given seed: a fuzzer for host renderers.
///
/// Each ``step()`` makes one to three edits, chosen among the ``Kinds`` it was given, then
/// runs one frame: frames replaced (empty ones included) and nudged, fades, colours, corner
/// radii and masks, clipping, borders, shadows, text in every alignment, rotations, hiding,
/// scrolled bounds, animations, reorders, inserts, moves to other parents, removals and
/// changes made while a subtree is out of the window. A host that follows the tree through a
/// few hundred such frames of a few seeds follows it through what an app does.
///
/// The tree keeps about the size it was grown with over any number of steps: after every
/// edit, the count of ``nodes`` in the window is inside ``nodeCountRange`` (half the starting
/// count, rounded up, to twice it, at least 16), and ``nodes`` holds at most 16 more than its
/// top, out of the window (a node grown in the window when there are that many forgets the
/// oldest). An edit that would take the count past either end is skipped, and no other is
/// chosen in its place: a removal, or a move into a node out of the window, that would leave
/// too few; an insert, a new container, or a move back into the window that would make too
/// many. So a run that never meets an end of the range makes exactly the edits its seed
/// chooses, and one that meets it makes the same choices up to there.
///
/// Attach the host under test (and a ``MirrorHost`` beside it) and, after every frame,
/// compare its picture with that of a fresh host attached then, which draws the whole tree at
/// once:
///
/// ```swift
/// @Test(arguments: 1...8 as ClosedRange<UInt64>)
/// func followsRandomEdits(seed: UInt64) {
///     var edits = RandomTreeEdits(seed: seed)
///     let host = MyHost()
///     edits.window.attach(host)
///     for frame in 0..<160 {
///         edits.step()
///         let fresh = MyHost()
///         edits.window.attach(fresh)
///         edits.window.detach(fresh)
///         #expect(host.picture == fresh.picture, "seed \(seed), frame \(frame)")
///     }
/// }
/// ```
///
/// To run the frames yourself (to compare after each, or with another clock), call
/// ``edit()`` and advance the window.
@MainActor
public struct RandomTreeEdits {
    /// The window the tree grows in.
    public let window: Window
    /// The kinds of edit made.
    public let kinds: Kinds
    /// The nodes edits pick from: the nodes grown and not yet dropped, in the window and,
    /// with ``Kinds/detached``, some out of it. The window's root is never among them.
    public internal(set) var nodes: [ViewNode] = []
    /// How many of ``nodes`` are in the window after every edit: half the starting count
    /// (rounded up) to twice it, and at least 16 at the top, so a tree grown with 14 nodes
    /// (the default) keeps 7–28 in the window, one grown with none 0–16, one grown with
    /// 1,000 (the most) 500–2,000. ``nodes`` holds at most 16 more than the top: nodes out
    /// of the window (with ``Kinds/remove`` and ``Kinds/detached``).
    public let nodeCountRange: ClosedRange<Int>
    var random: SplitMix64
    let edits: [Edit]

    /// The most removed nodes kept to edit out of the window (with ``Kinds/detached``): 16.
    static let keptOutside = 16

    /// Grows a tree of styled nodes in a window; the first frame is the caller's (or the
    /// first ``step()``'s).
    ///
    /// - Parameters:
    ///   - seed: The random sequence; the same seed and arguments give the same tree and
    ///     edits.
    ///   - window: The window to grow the tree in; default a new 320 × 192 point window.
    ///     Its root's existing subviews are left alone.
    ///   - count: How many styled nodes to grow before the first edit, 0–1,000 (a negative
    ///     count grows none, a count over 1,000 grows 1,000); default 14. It sets
    ///     ``nodeCountRange``. Each goes into the root or a node grown before it, with a
    ///     random frame and, of the kinds in `kinds`, a colour, a corner radius and mask,
    ///     clipping (one in four) and text (one in five).
    ///   - kinds: The kinds of edit to make; default ``Kinds/all``.
    public init(
        seed: UInt64, window: Window = Window(size: Size(width: 320, height: 192)),
        nodes count: Int = 14, kinds: Kinds = .all
    ) {
        self.window = window
        self.kinds = kinds
        random = SplitMix64(seed: seed)
        edits = Edit.allCases.filter { kinds.isSuperset(of: $0.needs) }.flatMap {
            Array(repeating: $0, count: $0.weight)
        }
        let count = min(max(count, 0), Self.maximumStartingCount)
        nodeCountRange = Self.nodeCountRange(startingWith: count)
        for _ in 0..<count { nodes.append(grow(into: nodes)) }
    }

    /// Makes one to three edits, then runs one frame at the window's frame rate.
    public mutating func step() {
        edit()
        window.advance(by: 1 / window.frameRate)
    }

    /// Makes one to three edits without running a frame.
    ///
    /// When the tree has no node left to edit, or ``kinds`` is empty, an edit grows a node
    /// instead, while the window holds fewer than the top of ``nodeCountRange``.
    public mutating func edit() {
        for _ in 0..<Int.random(in: 1...3, using: &random) { editOnce() }
    }

    private mutating func editOnce() {
        // Mostly nodes in the window; with `.detached`, sometimes one out of it.
        let inWindow = nodes.filter { $0.window === window }
        let outside = kinds.contains(.detached) && Int.random(in: 0..<10, using: &random) >= 8
        guard let node = (outside ? nodes : inWindow).randomElement(using: &random),
            let edit = edits.randomElement(using: &random)
        else {
            if makeRoom(inWindow: inWindow) { nodes.append(grow(into: inWindow)) }
            return
        }
        make(edit, on: node, inWindow: inWindow)
    }

    /// Adds a node to the root or to one of `parents`, at a random index, styled with the
    /// properties of `kinds` only: a host that leaves a kind out never sees it.
    mutating func grow(into parents: [ViewNode]) -> ViewNode {
        let node = ViewNode(frame: randomFrame())
        if kinds.contains(.color) {
            node.backgroundColor = Self.colors.randomElement(using: &random)!
        }
        if kinds.contains(.corners) {
            node.cornerRadius = [0, 0, 6, 12, 40].randomElement(using: &random)!
            if Bool.random(using: &random) { node.maskedCorners = .top }
        }
        if kinds.contains(.clips) {
            node.clipsToBounds = Int.random(in: 0..<4, using: &random) == 0
        }
        if kinds.contains(.text), Int.random(in: 0..<5, using: &random) == 0 {
            node.text = TextContent(
                Self.words.randomElement(using: &random)!, color: .label,
                alignment: TextContent.Alignment.allCases.randomElement(using: &random)!)
        }
        let parent =
            Bool.random(using: &random)
            ? parents.randomElement(using: &random) ?? window.root
            : window.root
        parent.insertSubview(node, at: Int.random(in: 0...parent.subviews.count, using: &random))
        return node
    }

    mutating func randomFrame() -> Rect {
        Rect(
            x: Double.random(in: -40...280, using: &random),
            y: Double.random(in: -30...170, using: &random),
            width: Double.random(in: 0...180, using: &random),
            height: Double.random(in: 0...120, using: &random))
    }

    /// Forgets the nodes a removal took out of the window, but for the latest few when edits
    /// out of the window are on.
    mutating func forgetRemoved() {
        guard kinds.contains(.detached) else {
            nodes.removeAll { $0.window == nil }
            return
        }
        var outside = nodes.indices.filter { nodes[$0].window == nil }
        outside.removeLast(min(Self.keptOutside, outside.count))
        for index in outside.reversed() { nodes.remove(at: index) }
    }

    static let words = [
        "Hi", "héllo 😆", "漢字 wide", "❤️ ok", "two\nlines", "quote \" and \\ and \u{1}",
        "a\u{1B}b", "",
    ]
    static let colors: [Color?] = [
        nil, .white, .black, .systemBlue, .systemRed,
        Color(red: 1, green: 0.5, blue: 0, alpha: 0.6), Color(white: 0.3, alpha: 0.4),
    ]
}

import CardDeckTesting
import CardDeckViews

/// Grows and changes a random tree of styled nodes, one frame per step, with every change the
/// hosts' own random runs made (the terminal's damage runs and the web host's page runs):
/// frames replaced (empty ones included), moves, fades, colours, corners and corner masks,
/// clipping, borders, text in every alignment, rotations, hiding, shadows, scrolled bounds,
/// reorders, inserts at the back, moves to other parents, changes made while a subtree is out
/// of the window, new containers taking a node into the window, and removals.
///
/// `RandomTreeDriver` grows its tree from an empty root with plain nodes; this one starts
/// from fourteen styled nodes, so the properties the hosts draw change from the first frame.
@MainActor
struct StyledTreeDriver {
    let window = Window(size: Size(width: 320, height: 192))
    private var random: SplitMix64
    private(set) var nodes: [ViewNode] = []

    private static let words = [
        "Hi", "héllo 😆", "漢字 wide", "❤️ ok", "two\nlines", "quote \" and \\ and \u{1}",
        "a\u{1B}b", "",
    ]
    private static let colors: [Color?] = [
        nil, .white, .black, .systemBlue, .systemRed,
        Color(red: 1, green: 0.5, blue: 0, alpha: 0.6), Color(white: 0.3, alpha: 0.4),
    ]

    /// A window holding fourteen styled nodes, one frame run.
    ///
    /// - Parameter seed: The random sequence.
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        for _ in 0..<14 { nodes.append(addNode()) }
        window.advance(by: 1 / window.frameRate)
    }

    /// Makes one to three changes, then runs a frame.
    mutating func step() {
        for _ in 0..<Int.random(in: 1...3, using: &random) { change() }
        window.advance(by: 1 / window.frameRate)
    }

    private mutating func addNode() -> ViewNode {
        let node = ViewNode(frame: randomFrame())
        node.backgroundColor = Self.colors.randomElement(using: &random)!
        node.cornerRadius = [0, 0, 6, 12, 40].randomElement(using: &random)!
        if Bool.random(using: &random) { node.maskedCorners = .top }
        node.clipsToBounds = Int.random(in: 0..<4, using: &random) == 0
        if Int.random(in: 0..<5, using: &random) == 0 {
            node.text = TextContent(
                Self.words.randomElement(using: &random)!, color: .label,
                alignment: TextContent.Alignment.allCases.randomElement(using: &random)!)
        }
        let parent = nodes.isEmpty ? window.root : nodes.randomElement(using: &random)!
        (Bool.random(using: &random) ? parent : window.root).addSubview(node)
        return node
    }

    private mutating func randomFrame() -> Rect {
        Rect(
            x: Double.random(in: -40...280, using: &random),
            y: Double.random(in: -30...170, using: &random),
            width: Double.random(in: 0...180, using: &random),
            height: Double.random(in: 0...120, using: &random))
    }

    private mutating func change() {
        // A removal takes a node's subtree out of the pool: grow again from the root.
        guard let node = nodes.randomElement(using: &random) else {
            nodes.append(addNode())
            return
        }
        switch Int.random(in: 0..<25, using: &random) {
        case 0, 1: node.frame.origin.y += Double.random(in: -12...12, using: &random)
        case 2: node.frame.origin.x += Double.random(in: -10...10, using: &random)
        case 3: node.frame = randomFrame()
        case 4: node.alpha = Double.random(in: 0...1, using: &random)
        case 5:
            let alpha = Double.random(in: 0...1, using: &random)
            ViewNode.animate(withDuration: 0.1) { node.alpha = alpha }
        case 6:
            let y = Double.random(in: -20...140, using: &random)
            ViewNode.animate(withDuration: 0.1) { node.center.y = y }
        case 7: node.backgroundColor = Self.colors.randomElement(using: &random)!
        case 8: node.cornerRadius = Double.random(in: 0...30, using: &random)
        case 9: node.maskedCorners = node.maskedCorners == .all ? .top : .all
        case 10: node.clipsToBounds.toggle()
        case 11:
            node.border =
                node.border.width > 0
                ? .none : Border(width: Double.random(in: 1...10, using: &random), color: .black)
        case 12:
            node.text =
                Bool.random(using: &random)
                ? nil : TextContent(Self.words.randomElement(using: &random)!, color: .white)
        case 13:
            node.transform =
                Bool.random(using: &random)
                ? .identity
                : AffineTransform2D(rotationAngle: Double.random(in: -1...1, using: &random))
        case 14: node.isHidden.toggle()
        case 15: node.superview?.bringSubviewToFront(node)
        case 16: node.superview?.sendSubviewToBack(node)
        case 17: node.superview?.insertSubview(node, at: 0)
        case 18: nodes.append(addNode())
        case 19:
            // To another parent, never into its own subtree.
            let parent = nodes.randomElement(using: &random) ?? window.root
            var ancestor: ViewNode? = parent
            while let current = ancestor, current !== node { ancestor = current.superview }
            if ancestor == nil { parent.addSubview(node) }
        case 20:
            // A scroll: the bounds' origin moves the children.
            node.bounds.origin.y = Double.random(in: -30...60, using: &random).rounded()
        case 21:
            node.shadow = Shadow(
                opacity: Double.random(in: 0...1, using: &random),
                radius: Double.random(in: 0...8, using: &random))
        case 22:
            // Out of the window, changed there (nothing is reported), and back.
            guard let parent = node.superview else { return }
            node.removeFromSuperview()
            node.backgroundColor = Self.colors.randomElement(using: &random)!
            node.subviews.first?.alpha = Double.random(in: 0...1, using: &random)
            parent.addSubview(node)
        case 23:
            // A new container that takes a node with it when it joins the window.
            guard let parent = node.superview else { return }
            let container = ViewNode(frame: randomFrame())
            node.removeFromSuperview()
            container.addSubview(node)
            node.alpha = 0.5
            parent.addSubview(container)
            nodes.append(container)
        default:
            guard nodes.count > 4 else { return }
            node.removeFromSuperview()
            nodes.removeAll { $0 === node || $0.window == nil }
        }
    }
}

import CardDeckTesting
import CardDeckViews

/// Grows and changes a random tree in a window, one frame per step: inserts, removals,
/// reorders, moves to other parents (and into subtrees out of the window), animations and
/// every visual property.
@MainActor
struct RandomTreeDriver {
    let window = Window(size: Size(width: 320, height: 240))
    private var random: SplitMix64
    private var nodes: [ViewNode]
    private let clips: Bool

    /// - Parameters:
    ///   - seed: The random sequence.
    ///   - clips: Whether steps may make nodes clip their subviews.
    init(seed: UInt64, clips: Bool) {
        random = SplitMix64(seed: seed)
        nodes = [window.root]
        self.clips = clips
    }

    mutating func step() {
        for _ in 0..<Int.random(in: 1...3, using: &random) { change() }
        window.advance(by: 1 / 60)
    }

    private mutating func change() {
        // Mostly nodes in the window, sometimes one taken out of it, which may come back.
        let inWindow = nodes.filter { $0.window === window }
        let pool = Int.random(in: 0..<10, using: &random) < 8 ? inWindow : nodes
        let node = pool.randomElement(using: &random)!
        let isRoot = node === window.root
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1, 2:
            let child = ViewNode(
                frame: Rect(
                    x: Double.random(in: -20...200, using: &random),
                    y: Double.random(in: -20...160, using: &random), width: 40, height: 30))
            child.backgroundColor = Bool.random(using: &random) ? .systemBlue : nil
            node.insertSubview(child, at: Int.random(in: 0...node.subviews.count, using: &random))
            nodes.append(child)
        case 3: if !isRoot { node.removeFromSuperview() }
        case 4: node.superview?.bringSubviewToFront(node)
        case 5: node.superview?.sendSubviewToBack(node)
        case 6:
            let alpha = Double.random(in: 0...1, using: &random)
            ViewNode.animate(withDuration: 0.05) { node.alpha = alpha }
        case 7: if !isRoot { node.center.y += Double.random(in: -8...8, using: &random) }
        case 8: node.text = TextContent("t\(Int.random(in: 0...9, using: &random))")
        case 9:
            let parent = pool.randomElement(using: &random)!
            var ancestor: ViewNode? = parent
            while let current = ancestor, current !== node { ancestor = current.superview }
            if ancestor == nil, !isRoot { parent.addSubview(node) }
        case 10: node.cornerRadius = Double.random(in: 0...8, using: &random)
        case 11: if !isRoot { node.isHidden.toggle() }
        case 12: if clips { node.clipsToBounds.toggle() }
        case 13:
            node.shadow =
                node.shadow == .none
                ? Shadow(opacity: 0.4, radius: 6, offset: Point(x: 0, y: 4)) : .none
        case 14:
            if !isRoot {
                let size = Double.random(in: 10...80, using: &random)
                ViewNode.animate(withDuration: 0.05) {
                    node.bounds.size = Size(width: size, height: size / 2)
                }
            }
        default:
            node.border =
                node.border == .none ? Border(width: 2, color: .black) : .none
        }
    }
}

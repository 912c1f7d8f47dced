import CardDeckScenarios
import CardDeckViews

/// Reads a window's laid-out tree as a person sees it: the labels drawn, where they show (cut by
/// every ancestor that clips and by the window), and which layer they belong to.
@MainActor
enum ScenarioLayoutProbe {
    /// A label as drawn.
    struct Label {
        /// The node that draws the text.
        let node: ViewNode
        /// Where it shows in the window, in points, cut by clipping ancestors and the window.
        let visible: Rect
        /// The card or keyboard it belongs to (the nearest such ancestor), or `nil` for the
        /// window's own screen. Labels of different layers may cover one another.
        let layer: ObjectIdentifier?
    }

    /// The phone sizes every scenario lays out at, both orientations (points).
    nonisolated static let phoneSizes = [
        Size(width: 390, height: 844), Size(width: 844, height: 390),
        Size(width: 375, height: 667), Size(width: 667, height: 375),
    ]
    /// Windows below any phone, where layouts degrade legibly: 200 × 200, and what a browser
    /// that size leaves the window under a status line of three lines.
    nonisolated static let smallSizes = [
        Size(width: 200, height: 200), Size(width: 200, height: 150),
    ]

    /// Every label that shows at least a point each way and that no card drawn after it
    /// covers whole (a back card's labels under the front card are not seen).
    static func labels(in window: Window) -> [Label] {
        var found: [Label] = []
        var cards: [(node: ViewNode, frame: Rect, order: Int)] = []
        var order: [ObjectIdentifier: Int] = [:]
        visit(
            window.root, clip: window.bounds, layer: nil, into: &found, cards: &cards, order: &order
        )
        return found.filter { label in
            let drawnAt = order[ObjectIdentifier(label.node)] ?? 0
            return !cards.contains { card in
                card.order > drawnAt && card.frame.contains(label.visible)
                    && !label.node.isDescendant(of: card.node)
            }
        }
    }

    /// Pairs of labels of one layer that overlap by more than a point each way, described.
    static func overlaps(in window: Window) -> [String] {
        let labels = labels(in: window)
        var pairs: [String] = []
        for (index, a) in labels.enumerated() {
            for b in labels[(index + 1)...] where a.layer == b.layer {
                let shared = a.visible.intersection(b.visible)
                if shared.width > 1, shared.height > 1 {
                    pairs.append("\(describe(a)) and \(describe(b))")
                }
            }
        }
        return pairs
    }

    /// The node with an accessibility identifier, if it is in the window.
    static func node(_ identifier: String, in window: Window) -> ViewNode? {
        find(identifier, under: window.root)
    }

    static func describe(_ label: Label) -> String {
        let text = label.node.text?.string ?? ""
        let frame = label.visible
        return "'\(text.prefix(24))' (\(Int(frame.minX)), \(Int(frame.minY)), "
            + "\(Int(frame.width))×\(Int(frame.height)))"
    }

    private static func find(_ identifier: String, under node: ViewNode) -> ViewNode? {
        if node.accessibilityIdentifier == identifier { return node }
        for child in node.subviews {
            if let found = find(identifier, under: child) { return found }
        }
        return nil
    }

    private static func visit(
        _ node: ViewNode, clip: Rect, layer: ObjectIdentifier?, into found: inout [Label],
        cards: inout [(node: ViewNode, frame: Rect, order: Int)],
        order: inout [ObjectIdentifier: Int]
    ) {
        let state = node.presentation
        guard !state.isHidden, state.alpha > 0 else { return }
        let frame = node.presentedFrameInWindow
        let identifier = node.accessibilityIdentifier
        let startsLayer = identifier == "card" || identifier == "keyboard"
        let layer = startsLayer ? ObjectIdentifier(node) : layer
        order[ObjectIdentifier(node)] = order.count
        if startsLayer { cards.append((node, frame.intersection(clip), order.count)) }
        if let text = node.text, !text.string.isEmpty {
            let visible = frame.intersection(clip)
            if visible.width >= 1, visible.height >= 1 {
                found.append(Label(node: node, visible: visible, layer: layer))
            }
        }
        let inner = state.clipsToBounds ? clip.intersection(frame) : clip
        for child in node.subviews {
            visit(child, clip: inner, layer: layer, into: &found, cards: &cards, order: &order)
        }
    }
}

import CardDeckTransitions
import CardDeckViews

@testable import CardDeck

/// A window with a split root whose two panes each define a presentation context, for card
/// stacks in contexts; and a reference window the size of one pane, to compare with.
@MainActor
final class CardContextSplit {
    static let insets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    let window = Window(size: Size(width: 800, height: 600), safeAreaInsets: insets)
    let root = ViewController()
    let left = ViewController()
    let right = ViewController()
    /// The left pane's share of the width.
    var fraction = 0.5 {
        didSet { root.view.setNeedsLayout() }
    }

    init() {
        window.rootViewController = root
        for child in [left, right] {
            child.definesPresentationContext = true
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        root.view.layout = { [unowned self] node in
            let middle = node.bounds.width * fraction
            left.view.frame = Rect(x: 0, y: 0, width: middle, height: node.bounds.height)
            right.view.frame = Rect(
                x: middle, y: 0, width: node.bounds.width - middle, height: node.bounds.height)
        }
        root.view.setNeedsLayout()
        window.advance(by: 0.1)
    }

    /// `configuration` presenting in the current context.
    static func inContext(_ configuration: CardConfiguration = CardConfiguration())
        -> CardConfiguration
    {
        var copy = configuration
        copy.presentsInCurrentContext = true
        return copy
    }

    /// Presents a card from `presenter` in its context and lets it settle.
    @discardableResult
    func present(
        from presenter: ViewController,
        configuration: CardConfiguration = CardContextSplit.inContext()
    ) -> ViewController {
        let card = ViewController()
        presenter.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        return card
    }

    /// The frames of a card stack presented over the whole of a window of `size` with the
    /// split's safe area (what a pane at the window's top edge should match), front last.
    static func reference(
        size: Size, cards count: Int,
        configuration: CardConfiguration = CardConfiguration()
    ) -> (cards: [Rect], bottomView: Rect, detents: [ResolvedDetent]) {
        let window = Window(size: size, safeAreaInsets: insets)
        let root = ViewController()
        window.rootViewController = root
        var front = root
        var cards: [ViewController] = []
        for _ in 0..<count {
            let card = ViewController()
            front.presentCard(card, configuration: configuration)
            window.advance(by: 2)
            cards.append(card)
            front = card
        }
        return (
            cards.map { $0.cardPresentationController?.presentedCardFrame ?? .zero },
            root.view.frame, cards.last?.cardPresentationController?.detents ?? []
        )
    }
}

extension Rect {
    /// The rectangle moved right by `dx`.
    func shifted(by dx: Double) -> Rect {
        Rect(x: minX + dx, y: minY, width: width, height: height)
    }
}

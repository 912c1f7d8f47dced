import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

@testable import CardDeck

/// A split whose panes each hold a labelled button ("Mailbox" left, "Map" right), for what
/// assistive technologies reach while dimming cards are up in the panes' contexts.
@MainActor
private final class LabelledSplit {
    let split = CardContextSplit()
    var window: Window { split.window }

    init() {
        for (pane, label) in [(split.left, "Mailbox"), (split.right, "Map")] {
            let button = ViewNode(frame: Rect(x: 20, y: 100, width: 200, height: 44))
            button.accessibilityLabel = label
            button.accessibilityTraits = .button
            pane.view.addSubview(button)
        }
        window.advance(by: 0.1)
    }

    /// Presents a dimming card (the draggable card) with one element labelled `label` from
    /// `presenter`, in its context or over the whole window, and lets it settle.
    @discardableResult
    func present(_ label: String, from presenter: ViewController, inContext: Bool = true)
        -> ViewController
    {
        let card = ViewController()
        let title = ViewNode(frame: Rect(x: 16, y: 24, width: 200, height: 22))
        title.accessibilityLabel = label
        card.view.addSubview(title)
        var configuration = CardConfiguration.draggableCard
        configuration.presentsInCurrentContext = inContext
        presenter.presentCard(card, configuration: configuration)
        window.advance(by: 2)
        return card
    }

    /// The labels of the accessibility tree, in reading order, without the cards' grabbers.
    var labels: [String] { window.accessibilityElements.map(\.label).filter { $0 != "Dismiss" } }

    /// The labels Tab visits, from the first element round to it, without the grabbers.
    func tabOrder() -> [String] {
        var visited: [ViewNode] = []
        while window.send(KeyPress(.tab)), let focused = window.accessibilityFocusedElement,
            !visited.contains(where: { $0 === focused }), visited.count < 20
        {
            visited.append(focused)
        }
        return visited.map { $0.accessibilityLabel ?? "" }.filter { $0 != "Dismiss" }
    }
}

/// A dimming card in one pane's presentation context is modal within that pane only: the other
/// pane stays in the accessibility tree and in the Tab order, as its touches still reach it
/// (#29 item 9: the card's container hid the whole window).
@MainActor
@Suite("Cards in presentation contexts and assistive technologies", .isolatedDiagnostics)
struct CardContextAccessibilityTests {
    @Test("a card in the right pane hides that pane only; Tab reaches the left pane")
    func otherPaneStays() throws {
        let scene = LabelledSplit()
        #expect(scene.labels == ["Mailbox", "Map"])
        scene.present("Place", from: scene.split.right)
        #expect(scene.labels == ["Mailbox", "Place"])
        #expect(scene.tabOrder().sorted() == ["Mailbox", "Place"])
        #expect(
            scene.window.accessibilityModalView?.accessibilityIdentifier
                == "transition.container")
    }

    @Test("a second card in the context hides the first; the other pane stays")
    func stackInContext() throws {
        let scene = LabelledSplit()
        let place = scene.present("Place", from: scene.split.right)
        scene.present("Directions", from: place)
        #expect(scene.labels == ["Mailbox", "Directions"])
    }

    @Test("a card in each pane: both cards are reachable, neither pane's content")
    func cardInEachPane() throws {
        let scene = LabelledSplit()
        scene.present("Place", from: scene.split.right)
        scene.present("Message", from: scene.split.left)
        #expect(Set(scene.labels) == ["Message", "Place"])
        #expect(Set(scene.tabOrder()) == ["Message", "Place"])
    }

    @Test("a card over the whole window still hides everything behind it, context cards too")
    func fullScreenHidesAll() throws {
        let scene = LabelledSplit()
        scene.present("Place", from: scene.split.right)
        scene.present("Compose", from: scene.split.left, inContext: false)
        #expect(scene.labels == ["Compose"])
        #expect(scene.tabOrder() == ["Compose"])
    }

    @Test("dismissed, the card gives its pane back to the tree")
    func dismissal() throws {
        let scene = LabelledSplit()
        let place = scene.present("Place", from: scene.split.right)
        place.dismiss(animated: true)
        scene.window.advance(by: 2)
        #expect(scene.labels == ["Mailbox", "Map"])
    }
}

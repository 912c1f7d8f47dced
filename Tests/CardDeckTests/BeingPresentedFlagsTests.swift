import CardDeck
import CardDeckTransitions
import CardDeckViews
import Testing

/// A controller that writes down `isBeingPresented` and `isBeingDismissed` in each
/// appearance callback.
@MainActor
final class FlagRecorder: ViewController {
    var log: [String] = []

    private func note(_ callback: String) {
        log.append("\(callback) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
    }

    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

@MainActor
@Suite("isBeingPresented and isBeingDismissed through the did-callbacks, as in UIKit")
struct BeingPresentedFlagsTests {
    private func window() -> (Window, ViewController) {
        let window = Window(size: Size(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        return (window, root)
    }

    @Test(
        "true in viewDidAppear and viewDidDisappear of the transition, false in the completion",
        arguments: [true, false])
    func flags(asCard: Bool) {
        let (window, root) = window()
        let controller = FlagRecorder()
        var inCompletion: [String] = []
        let completion = {
            inCompletion.append(
                "presented=\(controller.isBeingPresented) dismissed=\(controller.isBeingDismissed)")
        }
        if asCard {
            root.presentCard(controller, completion: completion)
        } else {
            root.present(controller, animated: true, completion: completion)
        }
        window.advance(by: 2)
        controller.dismiss(animated: true, completion: completion)
        window.advance(by: 2)
        #expect(
            controller.log == [
                "willAppear presented=true dismissed=false",
                "didAppear presented=true dismissed=false",
                "willDisappear presented=false dismissed=true",
                "didDisappear presented=false dismissed=true",
            ])
        #expect(
            inCompletion == [
                "presented=false dismissed=false", "presented=false dismissed=false",
            ])
    }

    @Test("a controller removed because one below it was dismissed is being dismissed too")
    func intermediate() {
        let (window, root) = window()
        let first = ViewController()
        let second = FlagRecorder()
        root.presentCard(first)
        window.advance(by: 2)
        first.presentCard(second)
        window.advance(by: 2)
        root.dismiss(animated: false)
        window.advance(by: 1)
        #expect(
            second.log.suffix(2) == [
                "willDisappear presented=false dismissed=true",
                "didDisappear presented=false dismissed=true",
            ])
        #expect(!second.isBeingDismissed)
    }
}

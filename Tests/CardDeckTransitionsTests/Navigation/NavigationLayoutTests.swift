import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Testing

/// A controller that sets its title when its view loads, as UIKit code usually does.
@MainActor
private final class TitledOnLoadController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loaded"
    }
}

@MainActor
@Suite("Navigation bar and content layout", .isolatedDiagnostics)
struct NavigationLayoutTests {
    @Test(
        "The bar is 44 pt plus the top safe area; the content area and top view fill the rest",
        arguments: [0.0, 47.0])
    func barAndContent(safeAreaTop: Double) {
        let scene = NavigationScene(["A"], safeAreaTop: safeAreaTop)
        let barHeight = 44 + safeAreaTop
        #expect(scene.navigation.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(
            scene.navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 390, height: barHeight))
        #expect(
            scene.navigation.contentView.frame
                == Rect(x: 0, y: barHeight, width: 390, height: 844 - barHeight))
        #expect(
            scene.controllers["A"]?.view.frame
                == Rect(x: 0, y: 0, width: 390, height: 844 - barHeight))
        #expect(scene.navigation.contentView.clipsToBounds)
        // The bar sits above the content area.
        #expect(scene.navigation.view.subviews.last === scene.navigation.navigationBar)
    }

    @Test(
        "The bar adds only the part of the safe area the view overlaps",
        arguments: [(0.0, 47.0), (20.0, 27.0), (47.0, 0.0), (300.0, 0.0)])
    func partialOverlap(viewTop: Double, overlap: Double) {
        let window = Window(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47))
        let container = ViewController()
        window.rootViewController = container
        let navigation = NavigationController(rootViewController: ViewController())
        container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        navigation.view.frame = Rect(x: 0, y: viewTop, width: 390, height: 844 - viewTop)
        window.advance(by: 1 / 60)
        #expect(navigation.navigationBar.frame.height == 44 + overlap)
        #expect(navigation.contentView.frame.minY == 44 + overlap)
        #expect(navigation.contentView.frame.height == 844 - viewTop - 44 - overlap)
    }

    @Test("The content area follows a window resize")
    func resize() {
        let scene = NavigationScene(["A"])
        scene.window.resize(to: Size(width: 844, height: 390))
        #expect(scene.navigation.contentView.frame == Rect(x: 0, y: 44, width: 844, height: 346))
        #expect(scene.controllers["A"]?.view.frame == Rect(x: 0, y: 0, width: 844, height: 346))
    }

    @Test("The bar shows the top controller's title through pushes and pops")
    func titleFollowsTop() {
        var scene = NavigationScene(["A"])
        let bar = scene.navigation.navigationBar
        #expect(bar.text == TextContent("A", fontSize: 17, isBold: true, alignment: .center))
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        #expect(bar.text?.string == "B")
        scene.window.advance(by: 2)
        #expect(bar.text?.string == "B")
        scene.navigation.popViewController(animated: false)
        #expect(bar.text?.string == "A")
        scene.navigation.setViewControllers([scene.controller("C")], animated: false)
        #expect(bar.text?.string == "C")
    }

    @Test("The bar follows title changes of the top controller only")
    func titleChanges() {
        let scene = NavigationScene(["A", "B"])
        let bar = scene.navigation.navigationBar
        scene.controllers["A"]?.title = "Below"
        #expect(bar.text?.string == "B")
        scene.controllers["B"]?.title = "Renamed"
        #expect(bar.text?.string == "Renamed")
        scene.controllers["B"]?.title = nil
        #expect(bar.text == nil)
    }

    @Test("A title set when the pushed controller's view loads is shown")
    func titleSetInViewDidLoad() {
        let scene = NavigationScene(["A"])
        let pushed = TitledOnLoadController()
        scene.navigation.pushViewController(pushed, animated: true)
        #expect(scene.navigation.navigationBar.text?.string == "Loaded")
    }

    @Test("The push slides the incoming view in from the right over a dimmed, shifted view")
    func slideGeometry() throws {
        var scene = NavigationScene(["A"])
        let a = try #require(scene.controllers["A"]).view
        let b = scene.controller("B").view
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        #expect(b.presentation.frame.minX == 390)
        #expect(a.presentation.frame.minX == 0)
        let dimming = try #require(
            scene.navigation.contentView.subviews.first {
                $0.accessibilityIdentifier == "navigation.dimming"
            })
        #expect(dimming.presentation.alpha == 0)
        scene.window.advance(by: 0.1)
        let fraction = 1 - b.presentation.frame.minX / 390
        #expect(fraction > 0.2 && fraction < 0.9)
        #expect(abs(a.presentation.frame.minX - -117 * fraction) < 1e-9)
        #expect(abs(dimming.presentation.alpha - 0.1 * fraction) < 1e-9)
        scene.window.advance(by: 2)
        #expect(dimming.superview == nil)
        #expect(a.superview == nil)
        #expect(b.frame == scene.navigation.contentView.bounds)
    }

    @Test("The slide settles in about half a second")
    func slideDuration() {
        var scene = NavigationScene(["A"])
        scene.navigation.pushViewController(scene.controller("B"), animated: true)
        let duration = scene.navigation.transitionCoordinator?.transitionDuration ?? 0
        #expect(duration > 0.45 && duration < 0.55)
        var elapsed = 0.0
        while scene.navigation.isTransitioning && elapsed < 2 {
            scene.window.advance(by: 1 / 120)
            elapsed += 1 / 120
        }
        #expect(elapsed > 0.45 && elapsed < 0.6)
    }
}

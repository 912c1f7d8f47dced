import CardDeckTesting
import CardDeckTransitions
import CardDeckViews
import Foundation
import Testing

/// An edge swipe of the interactive pop and whether it must finish the pop.
struct EdgeSwipeRow: Sendable, CustomTestStringConvertible {
    let name: String
    /// Points moved from the left edge.
    let distance: Double
    /// Seconds; the finger lifts while moving at `distance / duration`.
    let duration: Double
    let finishes: Bool
    var testDescription: String { name }
}

/// Where a node is and how it looks, in model and presented values.
struct NodeState: Equatable, CustomStringConvertible {
    /// The node's id in its window; `nil` off screen, where a node that has never been in a
    /// window has no id yet and one that left keeps the id its window gave it.
    let id: ViewNode.ID?
    let superview: ViewNode.ID?
    let frame: Rect
    let alpha: Double
    let presentedFrame: Rect
    let presentedAlpha: Double

    @MainActor
    init(_ node: ViewNode) {
        id = node.window == nil ? nil : node.id
        superview = node.window == nil ? nil : node.superview?.id
        frame = node.frame
        alpha = node.alpha
        presentedFrame = node.presentation.frame
        presentedAlpha = node.presentation.alpha
    }

    var description: String {
        "\(id.map(\.description) ?? "off screen") in \(superview.map(\.description) ?? "nil"): \(frame) α\(alpha), "
            + "presented \(presentedFrame) α\(presentedAlpha)"
    }

    /// The states of `roots` and all their descendants, depth first.
    @MainActor
    static func of(_ roots: [ViewNode]) -> [NodeState] {
        var states: [NodeState] = []
        func visit(_ node: ViewNode) {
            states.append(NodeState(node))
            for subview in node.subviews { visit(subview) }
        }
        for root in roots { visit(root) }
        return states
    }
}

@MainActor
@Suite("Navigation interactive pop", .isolatedDiagnostics)
struct NavigationInteractivePopTests {
    static let finishedLog = [
        "C.willMove(nil)", "C.willDisappear", "B.willAppear", "delegate.willShow(B)",
        "C.didDisappear", "B.didAppear", "C.didMove(nil)", "delegate.didShow(B)",
        "coordinator.completion",
    ]
    static let cancelledLog = [
        "C.willMove(nil)", "C.willDisappear", "B.willAppear", "delegate.willShow(B)",
        "B.willDisappear", "B.didDisappear", "C.willAppear", "C.didAppear", "C.didMove(nav)",
        "coordinator.completion(cancelled)",
    ]

    // Width 390. Projected progress = (distance + 0.499 · distance / duration) / 390.
    nonisolated static let swipeRows: [EdgeSwipeRow] = [
        EdgeSwipeRow(
            name: "short and slow cancels (0.15 + 0.08)", distance: 60, duration: 1,
            finishes: false),
        EdgeSwipeRow(
            name: "just short of half with a slow release cancels (0.31 + 0.13)", distance: 120,
            duration: 1.2, finishes: false),
        EdgeSwipeRow(
            name: "long and slow finishes (0.64 + 0.11)", distance: 250, duration: 3,
            finishes: true),
        EdgeSwipeRow(
            name: "short and fast finishes (0.21 + 1.02)", distance: 80, duration: 0.1,
            finishes: true),
        EdgeSwipeRow(
            name: "under half but projected past it finishes (0.38 + 0.38)", distance: 150,
            duration: 0.5, finishes: true),
    ]

    @Test(
        "An edge swipe finishes the pop when its projected progress reaches 0.5",
        arguments: swipeRows)
    func edgeSwipe(row: EdgeSwipeRow) {
        let scene = NavigationScene(["A", "B", "C"])
        scene.window.edgePan(from: .left, distance: row.distance, duration: row.duration)
        #expect(scene.navigation.isTransitioning)
        scene.window.advance(by: 2)
        #expect(!scene.navigation.isTransitioning)
        #expect(scene.log.take() == (row.finishes ? Self.finishedLog : Self.cancelledLog))
        #expect(scene.stackNames == (row.finishes ? ["A", "B"] : ["A", "B", "C"]))
        #expect(scene.contentNames == [row.finishes ? "B" : "C"])
        #expect(scene.navigation.navigationBar.text?.string == (row.finishes ? "B" : "C"))
        #expect((scene.controllers["C"]?.parent === scene.navigation) == !row.finishes)
        #expect(scene.controllers["C"]?.isMovingFromParent == false)
    }

    @Test("The pop follows the finger: progress is the translation over the width")
    func followsFinger() throws {
        let scene = NavigationScene(["A", "B", "C"])
        let b = try #require(scene.controllers["B"]).view
        let c = try #require(scene.controllers["C"]).view
        scene.window.press(at: Point(x: 1, y: 422))
        scene.window.move(to: Point(x: 196, y: 422), duration: 0.5)
        #expect(scene.navigation.transitionCoordinator?.isInteractive == true)
        #expect(abs(c.presentation.frame.minX - 195) < 1e-9)
        #expect(abs(b.presentation.frame.minX - -58.5) < 1e-9)
        // Holding still changes nothing.
        scene.window.advance(by: 0.5)
        #expect(abs(c.presentation.frame.minX - 195) < 1e-9)
        #expect(abs(scene.navigation.transitionCoordinator!.percentComplete - 0.5) < 1e-9)
        scene.window.release()
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B"])
    }

    @Test(
        "A cancelled pop restores every frame and alpha exactly",
        arguments: ["stack set before showing", "C pushed on screen"])
    func cancelRestores(history: String) throws {
        var scene = NavigationScene(history.hasPrefix("C") ? ["A", "B"] : ["A", "B", "C"])
        if history.hasPrefix("C") {
            scene.navigation.pushViewController(scene.controller("C"), animated: true)
            scene.window.advance(by: 2)
        }
        let b = try #require(scene.controllers["B"]).view
        let c = try #require(scene.controllers["C"]).view
        let views = [scene.navigation.view, b, c]
        let before = NodeState.of(views)
        scene.window.press(at: Point(x: 1, y: 422))
        scene.window.move(to: Point(x: 151, y: 422), duration: 0.5)
        #expect(NodeState.of(views) != before)
        #expect(b.superview === scene.navigation.contentView)
        // Resting before lifting: no velocity, 0.38 < 0.5, cancels.
        scene.window.advance(by: 0.1)
        scene.window.release()
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B", "C"])
        let after = NodeState.of(views)
        #expect(after == before)
        #expect(b.superview == nil)
        #expect(c.frame == scene.navigation.contentView.bounds)
    }

    @Test("The release velocity is carried into the completion spring", arguments: [true, false])
    func releaseVelocity(finishing: Bool) throws {
        // The finger reaches the same place, then lifts at once (moving) or after resting;
        // returns the release velocity and how far the popped view moves in the next frame.
        func stepAfterRelease(resting: Bool) throws -> (velocity: Double, step: Double) {
            let scene = NavigationScene(["A", "B", "C"])
            let c = try #require(scene.controllers["C"]).view
            var velocity = Double.nan
            scene.navigation.interactivePopGestureRecognizer.addTarget { recognizer in
                guard recognizer.state == .ended, let pan = recognizer as? PanGestureRecognizer
                else { return }
                velocity = pan.velocity(in: nil).x
            }
            scene.window.press(at: Point(x: 1, y: 422))
            if finishing {
                scene.window.move(to: Point(x: 251, y: 422), duration: 0.25)
            } else {
                scene.window.move(to: Point(x: 201, y: 422), duration: 0.25)
                scene.window.move(to: Point(x: 101, y: 422), duration: 0.1)
            }
            if resting { scene.window.advance(by: 0.1) }
            scene.window.release()
            let released = c.presentation.frame.minX
            scene.window.advance(by: 1 / 120)
            let step = c.presentation.frame.minX - released
            scene.window.advance(by: 2)
            #expect(scene.stackNames == (finishing ? ["A", "B"] : ["A", "B", "C"]))
            return (velocity, step)
        }
        let moving = try stepAfterRelease(resting: false)
        let resting = try stepAfterRelease(resting: true)
        #expect(resting.velocity == 0)
        #expect(abs(moving.velocity) > 500)
        #expect((moving.velocity > 0) == finishing)
        // The springs differ only by the initial velocity v, which a critically damped spring
        // of angular frequency ω turns into v · t · e^(−ω t) of extra travel after t.
        let omega = PercentDrivenInteractiveTransition().completionSpring.angularFrequency
        let t = 1.0 / 120
        let expected = moving.velocity * t * exp(-omega * t)
        #expect(abs(moving.step - resting.step - expected) < 0.01 * abs(expected))
    }

    @Test("Right-to-left: the pop starts at the right edge and slides the top screen left")
    func rightToLeftPop() throws {
        let scene = NavigationScene(["A", "B", "C"])
        scene.window.traits.layoutDirection = .rightToLeft
        // From the left edge: nothing.
        scene.window.edgePan(from: .left, distance: 300, duration: 0.3)
        scene.window.advance(by: 1)
        #expect(scene.stackNames == ["A", "B", "C"])
        let b = try #require(scene.controllers["B"]).view
        let c = try #require(scene.controllers["C"]).view
        scene.window.press(at: Point(x: 389, y: 422))
        scene.window.move(to: Point(x: 194, y: 422), duration: 0.5)
        #expect(abs(c.presentation.frame.minX - -195) < 1e-9)
        #expect(abs(b.presentation.frame.minX - 58.5) < 1e-9)
        scene.window.release()
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B"])
    }

    @Test("Right-to-left: a pushed screen comes in from the left")
    func rightToLeftPush() throws {
        var scene = NavigationScene(["A"])
        scene.window.traits.layoutDirection = .rightToLeft
        let pushed = scene.controller("B")
        scene.navigation.pushViewController(pushed, animated: true)
        scene.window.advance(by: 1.0 / 60)
        let x = pushed.view.presentation.frame.minX
        #expect(x < 0 && x > -390)
        scene.window.advance(by: 2)
        #expect(pushed.view.presentation.frame.minX == 0)
    }

    @Test("The edge swipe does nothing with a single controller on the stack")
    func singleController() {
        let scene = NavigationScene(["A"])
        scene.window.edgePan(from: .left, distance: 300, duration: 0.3)
        #expect(!scene.navigation.isTransitioning)
        scene.window.advance(by: 1)
        #expect(scene.log.take().isEmpty)
        #expect(scene.stackNames == ["A"])
    }

    @Test("The edge swipe does not begin while a push runs")
    func duringTransition() {
        var scene = NavigationScene(["A", "B"])
        scene.navigation.pushViewController(scene.controller("C"), animated: true)
        scene.window.edgePan(from: .left, distance: 300, duration: 0.2)
        scene.window.advance(by: 2)
        #expect(scene.stackNames == ["A", "B", "C"])
        #expect(!scene.log.take().contains("C.willMove(nil)"))
    }

    @Test("Disabling the recognizer mid-swipe cancels the pop")
    func recognizerCancelled() {
        let scene = NavigationScene(["A", "B", "C"])
        scene.window.press(at: Point(x: 1, y: 422))
        scene.window.move(to: Point(x: 301, y: 422), duration: 0.3)
        #expect(scene.navigation.isTransitioning)
        scene.navigation.interactivePopGestureRecognizer.isEnabled = false
        scene.window.release()
        scene.window.advance(by: 2)
        #expect(scene.log.take() == Self.cancelledLog)
        #expect(scene.stackNames == ["A", "B", "C"])
    }

    @Test("The interactive pop recognizer's documented defaults")
    func recognizerDefaults() {
        let scene = NavigationScene(["A", "B"])
        let recognizer = scene.navigation.interactivePopGestureRecognizer
        #expect(recognizer.edges == .left)
        #expect(recognizer.isEnabled)
        #expect(recognizer.view === scene.navigation.view)
        #expect(NavigationController.navigationBarHeight == 44)
    }
}

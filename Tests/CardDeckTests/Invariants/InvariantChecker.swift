import CardDeckTransitions

@testable import CardDeck
@testable import CardDeckViews

/// The invariants every step of a randomized run must keep; each check returns what it found
/// wrong, in words.
@MainActor
enum InvariantChecker {
    /// How far apart two lengths may be and still count as equal, in points.
    nonisolated static let tolerance = 1e-6

    /// Every violation after a step.
    static func violations(in harness: FuzzHarness) -> [String] {
        var found = treeViolations(harness.window)
        found += presentationViolations(harness)
        found += cardViolations(harness)
        found += completionViolations(harness, final: false)
        if found.isEmpty && harness.isSettled { found += stackViolations(harness) }
        return found
    }

    /// Every violation once the run has torn down: nothing left, the tree as it began.
    static func finalViolations(in harness: FuzzHarness) -> [String] {
        var found = violations(in: harness)
        found += completionViolations(harness, final: true)
        if harness.root.presentedViewController != nil {
            found.append("after tearing down, the root still presents a controller")
        }
        if !harness.window.animators.isEmpty {
            found.append("after tearing down, \(harness.window.animators.count) animators run")
        }
        let tree = harness.window.treeDescription
        if tree != harness.initialTree {
            found.append("after tearing down, the tree differs from the start:\n\(tree)")
        }
        return found
    }

    // MARK: The tree

    /// Each node has one parent and knows it, and is in this window; every presented and model
    /// value is finite, every alpha in [0, 1].
    static func treeViolations(_ window: Window) -> [String] {
        var found: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ node: ViewNode, parent: ViewNode?) {
            guard seen.insert(ObjectIdentifier(node)).inserted else {
                found.append("\(name(node)) appears twice in the tree")
                return
            }
            if node.superview !== parent { found.append("\(name(node)) has the wrong superview") }
            if node.window !== window { found.append("\(name(node)) does not know its window") }
            for (label, state) in [("presented", node.presentation), ("model", node.modelState)] {
                if let problem = valueProblem(state) {
                    found.append("\(name(node)): \(label) \(problem)")
                }
            }
            for subview in node.subviews { visit(subview, parent: node) }
        }
        visit(window.root, parent: nil)
        return found
    }

    private static func valueProblem(_ state: VisualState) -> String? {
        let t = state.transform
        let numbers = [
            state.bounds.minX, state.bounds.minY, state.bounds.width, state.bounds.height,
            state.center.x, state.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty, state.alpha,
            state.cornerRadius, state.border.width, state.shadow.opacity, state.shadow.radius,
        ]
        let colours = [state.backgroundColor, state.border.color].compactMap { $0 }
        let components = colours.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        if !(numbers + components).allSatisfy(\.isFinite) { return "value is not finite: \(state)" }
        if !(0...1).contains(state.alpha) { return "alpha \(state.alpha) is outside [0, 1]" }
        return nil
    }

    // MARK: Presentations

    /// Each presented controller's view is inside the view its presentation controller says,
    /// in a container in this window, and the chain links both ways.
    static func presentationViolations(_ harness: FuzzHarness) -> [String] {
        var found: [String] = []
        let chain = harness.chain
        for (index, controller) in chain.enumerated().dropFirst() {
            let label = "controller \(index) (\(type(of: controller)))"
            guard let presentation = controller.presentationController else {
                found.append("\(label) is presented without a presentation controller")
                continue
            }
            if controller.presentingViewController !== chain[index - 1] {
                found.append("\(label) names the wrong presenting controller")
            }
            guard let container = presentation.containerView,
                let presented = presentation.presentedView
            else {
                found.append("\(label) has no container or presented view")
                continue
            }
            if container.window !== harness.window {
                found.append("\(label)'s container is not in the window")
            }
            if !presented.isDescendant(of: container) {
                found.append("\(label)'s presented view is not in its container")
            }
            if let view = controller.viewIfLoaded, !view.isDescendant(of: presented) {
                found.append("\(label)'s view is not in its presented view")
            }
        }
        // No card is left on screen that no presentation owns.
        let owned = Set(harness.cards.map { ObjectIdentifier($0.cardView) })
        var stray = 0
        func count(_ node: ViewNode) {
            if node is CardView, !owned.contains(ObjectIdentifier(node)) { stray += 1 }
            node.subviews.forEach(count)
        }
        count(harness.window.root)
        if stray > 0 { found.append("\(stray) card views on screen belong to no presentation") }
        return found
    }

    // MARK: Cards

    /// No card is laid out above the top of the window or wider than it, and none shows so
    /// unless a spring is carrying it past its target (a bouncy spring may overshoot; layout
    /// may not): the model frame is checked always, the presented frame whenever no animation
    /// moves the card.
    static func cardViolations(_ harness: FuzzHarness) -> [String] {
        var found: [String] = []
        let width = harness.window.size.width
        for card in harness.cards {
            let view = card.cardView
            // The model frame, in window coordinates (the container sits at its origin).
            let container = view.superview?.presentedFrameInWindow.origin ?? .zero
            var frames = [
                ("laid out", view.modelState.frame.offsetBy(dx: container.x, dy: container.y))
            ]
            if !view.isAnimating { frames.append(("shown", view.presentedFrameInWindow)) }
            let label = "card \(card.stackLevel)"
            for (kind, frame) in frames {
                if frame.width > width + tolerance {
                    found.append(
                        "\(label) is \(kind) \(frame.width) pt wide in a \(width) pt window")
                }
                if frame.minY < -tolerance {
                    found.append("\(label) is \(kind) above the window: top \(frame.minY)")
                }
            }
            let frame = view.presentedFrameInWindow
            if harness.isSettled, frame.minY < card.topLimit - tolerance {
                found.append("\(label) rests above its top limit \(card.topLimit): \(frame.minY)")
            }
        }
        return found
    }

    // MARK: Completion handlers

    /// No completion handler has run twice; at the end, every one has run once.
    static func completionViolations(_ harness: FuzzHarness, final: Bool) -> [String] {
        var found: [String] = []
        for (index, runs) in harness.completionRuns.enumerated()
        where runs > 1 || (final && runs != 1) {
            found.append(
                "completion \(index) (\(harness.completionLabels[index])) ran \(runs) times")
        }
        return found
    }
}

/// A node's name for messages.
@MainActor
func name(_ node: ViewNode) -> String {
    node.accessibilityIdentifier.map { "\"\($0)\"" } ?? "\(type(of: node)) \(node.id)"
}

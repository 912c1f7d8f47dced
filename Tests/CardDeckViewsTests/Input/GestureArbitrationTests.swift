import CardDeckTesting
import CardDeckViews
import Testing

/// Answers the delegate questions from fixed settings.
@MainActor
final class ScriptedDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    var receives = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { other === requiresFailureOf }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { other === requiredToFailBy }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    { receives }
}

/// An inner pan on a row inside an outer, vertical-only pan (a scroll view's or a card's).
struct NestedPanRow: Sendable, CustomTestStringConvertible {
    let innerAxis: PanGestureRecognizer.Axis?
    let vertical: Bool
    let simultaneous: Bool
    let outerRequiresInnerToFail: Bool
    let expected: [String]
    var testDescription: String {
        "inner \(innerAxis.map { "\($0)" } ?? "free"), \(vertical ? "vertical" : "horizontal") drag"
            + (simultaneous ? ", simultaneous" : "")
            + (outerRequiresInnerToFail ? ", outer requires inner to fail" : "")
    }
}

@MainActor
@Suite("Gesture arbitration", .isolatedDiagnostics)
struct GestureArbitrationTests {
    nonisolated static let nestedRows: [NestedPanRow] = [
        NestedPanRow(
            innerAxis: nil, vertical: true, simultaneous: false, outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
        NestedPanRow(
            innerAxis: nil, vertical: false, simultaneous: false, outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
        NestedPanRow(
            innerAxis: .horizontal, vertical: true, simultaneous: false,
            outerRequiresInnerToFail: false,
            expected: ["inner.failed", "outer.began", "outer.ended"]),
        NestedPanRow(
            innerAxis: .horizontal, vertical: false, simultaneous: false,
            outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
        NestedPanRow(
            innerAxis: .vertical, vertical: true, simultaneous: false,
            outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
        NestedPanRow(
            innerAxis: nil, vertical: true, simultaneous: true, outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.began", "inner.ended", "outer.ended"]),
        NestedPanRow(
            innerAxis: nil, vertical: false, simultaneous: true, outerRequiresInnerToFail: false,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
        NestedPanRow(
            innerAxis: .horizontal, vertical: true, simultaneous: true,
            outerRequiresInnerToFail: false,
            expected: ["inner.failed", "outer.began", "outer.ended"]),
        NestedPanRow(
            innerAxis: .horizontal, vertical: true, simultaneous: false,
            outerRequiresInnerToFail: true,
            expected: ["inner.failed", "outer.began", "outer.ended"]),
        NestedPanRow(
            innerAxis: nil, vertical: true, simultaneous: true, outerRequiresInnerToFail: true,
            expected: ["inner.began", "outer.failed", "inner.ended"]),
    ]

    @Test("A pan inside a vertical pan: which one wins", arguments: nestedRows)
    func nestedPans(row: NestedPanRow) {
        let window = Window(size: Size(width: 390, height: 844))
        let outerNode = ViewNode(frame: window.bounds)
        let row1 = ViewNode(frame: Rect(x: 0, y: 300, width: 390, height: 100))
        window.root.addSubview(outerNode)
        outerNode.addSubview(row1)
        let transcript = Transcript()
        let outer = PanGestureRecognizer()
        outer.axis = .vertical
        let inner = PanGestureRecognizer()
        inner.axis = row.innerAxis
        outerNode.addGestureRecognizer(outer)
        row1.addGestureRecognizer(inner)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = row.simultaneous
        inner.delegate = delegate
        if row.outerRequiresInnerToFail { outer.require(toFail: inner) }
        transcript.attach(to: outer, label: "outer", skipChanged: true)
        transcript.attach(to: inner, label: "inner", skipChanged: true)
        let end = row.vertical ? Point(x: 100, y: 450) : Point(x: 300, y: 350)
        window.drag(from: Point(x: 100, y: 350), to: end, duration: 0.1)
        #expect(transcript.entries == row.expected)
    }

    @Test("Tap and pan on one node: the first to recognize takes the touch")
    func tapVersusPan() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let transcript = Transcript()
        let pan = PanGestureRecognizer()
        let tap = TapGestureRecognizer()
        transcript.attach(to: pan, label: "pan")
        transcript.attach(to: tap, label: "tap")
        node.addGestureRecognizer(pan)
        node.addGestureRecognizer(tap)
        window.tap(at: Point(x: 100, y: 100))
        #expect(transcript.entries == ["pan.failed", "tap.ended"])
        window.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.1)
        #expect(
            transcript.entries == [
                "pan.failed", "tap.ended", "pan.began", "tap.failed",
            ] + Array(repeating: "pan.changed", count: 9) + ["pan.ended"])
    }

    @Test("A single tap that requires a double tap to fail waits for it")
    func singleWaitsForDouble() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let transcript = Transcript()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        transcript.attach(to: single, label: "single")
        transcript.attach(to: double, label: "double")
        single.require(toFail: double)
        node.addGestureRecognizer(single)
        node.addGestureRecognizer(double)

        window.tap(at: Point(x: 100, y: 100))
        #expect(transcript.entries.isEmpty)  // waiting for the double tap to fail
        #expect(single.state == .possible)
        window.advance(by: 0.34)
        #expect(transcript.entries.isEmpty)
        window.advance(by: 0.02)
        #expect(transcript.entries == ["double.failed", "single.ended"])

        window.tap(at: Point(x: 100, y: 100))
        window.advance(by: 0.1)
        window.tap(at: Point(x: 102, y: 101))
        #expect(
            transcript.entries == [
                "double.failed", "single.ended", "double.ended", "single.failed",
            ])
        window.advance(by: 1)
        #expect(transcript.entries.count == 4)
    }

    nonisolated static let requirementRoutes = [
        "require(toFail:)", "shouldRequireFailureOf",
        "shouldBeRequiredToFailBy",
    ]

    @Test("Every route to a failure requirement has the same effect", arguments: requirementRoutes)
    func failureRequirementRoutes(route: String) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let transcript = Transcript()
        let single = TapGestureRecognizer()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        transcript.attach(to: single, label: "single")
        transcript.attach(to: double, label: "double")
        let singleDelegate = ScriptedDelegate()
        let doubleDelegate = ScriptedDelegate()
        single.delegate = singleDelegate
        double.delegate = doubleDelegate
        switch route {
        case "require(toFail:)": single.require(toFail: double)
        case "shouldRequireFailureOf": singleDelegate.requiresFailureOf = double
        default: doubleDelegate.requiredToFailBy = single
        }
        node.addGestureRecognizer(single)
        node.addGestureRecognizer(double)
        window.tap(at: Point(x: 100, y: 100))
        window.advance(by: 0.1)
        window.tap(at: Point(x: 100, y: 100))
        window.advance(by: 1)
        #expect(transcript.entries == ["double.ended", "single.failed"])
    }

    @Test("A delegate that refuses to begin hands the touch to the ancestor")
    func shouldBeginFalse() {
        let window = Window(size: Size(width: 390, height: 844))
        let outerNode = ViewNode(frame: window.bounds)
        let innerNode = ViewNode(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.root.addSubview(outerNode)
        outerNode.addSubview(innerNode)
        let transcript = Transcript()
        let outer = PanGestureRecognizer()
        let inner = PanGestureRecognizer()
        transcript.attach(to: outer, label: "outer", skipChanged: true)
        transcript.attach(to: inner, label: "inner")
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        inner.delegate = delegate
        outerNode.addGestureRecognizer(outer)
        innerNode.addGestureRecognizer(inner)
        window.drag(from: Point(x: 50, y: 50), to: Point(x: 50, y: 80), duration: 0.05)
        #expect(transcript.entries == ["inner.failed", "outer.began", "outer.ended"])
        delegate.shouldBegin = true
        delegate.receives = false
        window.drag(from: Point(x: 50, y: 50), to: Point(x: 50, y: 80), duration: 0.05)
        #expect(transcript.entries.suffix(2) == ["outer.began", "outer.ended"])
        #expect(inner.state == .possible)
    }

    @Test("A recognizer that begins cancels an active one it may prevent")
    func beginningCancelsActive() {
        final class Stubborn: PanGestureRecognizer {
            override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
        }
        let window = Window(size: Size(width: 390, height: 844))
        let outerNode = ViewNode(frame: window.bounds)
        let innerNode = ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        window.root.addSubview(outerNode)
        outerNode.addSubview(innerNode)
        let transcript = Transcript()
        let outer = PanGestureRecognizer()
        let inner = Stubborn()
        inner.minimumDistance = 50
        for (recognizer, label) in [(outer, "outer"), (inner as PanGestureRecognizer, "inner")] {
            recognizer.addTarget { recognizer in
                guard recognizer.state != .changed else { return }
                transcript.record("\(label).\(recognizer.state)")
            }
        }
        outerNode.addGestureRecognizer(outer)
        innerNode.addGestureRecognizer(inner)
        window.press(at: Point(x: 100, y: 100))
        window.move(to: Point(x: 100, y: 120))
        #expect(transcript.entries == ["outer.began"])
        window.move(to: Point(x: 100, y: 160))
        #expect(transcript.entries == ["outer.began", "outer.cancelled", "inner.began"])
        window.release()
        #expect(transcript.entries.last == "inner.ended")
    }

    @Test("A recognizer removed while tracking is cancelled and hears nothing more")
    func removedWhileTracking() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        node.addGestureRecognizer(pan)
        window.press(at: Point(x: 100, y: 100))
        window.move(to: Point(x: 100, y: 130))
        node.removeGestureRecognizer(pan)
        #expect(states == [.began, .cancelled])
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(node.gestureRecognizers.isEmpty)
        window.move(to: Point(x: 100, y: 160))
        window.release()
        #expect(states == [.began, .cancelled])
        // Removed before it began: it fails silently, and others carry on.
        let tap = TapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        node.addGestureRecognizer(pan)
        node.addGestureRecognizer(tap)
        window.press(at: Point(x: 100, y: 100))
        node.removeGestureRecognizer(pan)
        window.release()
        #expect(taps == 1)
        #expect(states == [.began, .cancelled])
    }

    @Test(
        "A recognizer whose action removes it from a move's delivery leaves the move to the next",
        arguments: [false, true])
    func removedByItsOwnMoveAction(removesFirst: Bool) {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        let first = PanGestureRecognizer()
        let second = PanGestureRecognizer()
        var heard: [String] = []
        for (name, pan) in [("first", first), ("second", second)] {
            pan.delegate = delegate
            pan.addTarget { recognizer in
                heard.append("\(name).\(recognizer.state)")
                let leaver = removesFirst ? first : second
                if recognizer === leaver, recognizer.state == .changed {
                    node.removeGestureRecognizer(leaver)
                }
            }
            node.addGestureRecognizer(pan)
        }
        window.press(at: Point(x: 100, y: 100))
        window.move(to: Point(x: 100, y: 130))
        #expect(heard == ["first.began", "second.began"])
        heard.removeAll()
        window.move(to: Point(x: 100, y: 160))
        window.release()
        // Removing the first while the move is being delivered must not skip the second.
        #expect(
            heard
                == (removesFirst
                    ? ["first.changed", "first.cancelled", "second.changed", "second.ended"]
                    : ["first.changed", "second.changed", "second.cancelled", "first.ended"]))
    }

    @Test("Disabling a recognizer mid-gesture cancels it; enabling it again works")
    func disabledWhileTracking() {
        let window = Window(size: Size(width: 390, height: 844))
        let node = ViewNode(frame: window.bounds)
        window.root.addSubview(node)
        let pan = PanGestureRecognizer()
        var states: [GestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        node.addGestureRecognizer(pan)
        window.press(at: Point(x: 100, y: 100))
        window.move(to: Point(x: 100, y: 130))
        pan.isEnabled = false
        window.move(to: Point(x: 100, y: 160))
        window.release()
        #expect(states == [.began, .cancelled])
        window.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.05)
        #expect(states == [.began, .cancelled])
        pan.isEnabled = true
        window.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 200), duration: 0.05)
        #expect(states.suffix(2) == [.changed, .ended])
    }

    @Test("Illegal transitions and self-requirements are ignored with a warning")
    func illegalTransitions() {
        let tap = TapGestureRecognizer()
        Diagnostics.removeAll()
        tap.state = .changed
        #expect(tap.state == .possible)
        tap.require(toFail: tap)
        #expect(Diagnostics.warnings.count == 2)
        let pan = PanGestureRecognizer()
        pan.minimumDistance = -1
        pan.minimumDistance = .nan
        #expect(pan.minimumDistance == 10)
        #expect(Diagnostics.warnings.count == 4)
    }
}

/// A pan on a row inside a real scroll view, and which one takes the drag.
struct ScrollArbitrationRow: Sendable, CustomTestStringConvertible {
    let innerAxis: PanGestureRecognizer.Axis?
    let vertical: Bool
    let simultaneous: Bool
    let innerBegins: Bool
    let scrollBegins: Bool
    var testDescription: String {
        "inner \(innerAxis.map { "\($0)" } ?? "free"), \(vertical ? "vertical" : "horizontal") drag"
            + (simultaneous ? ", simultaneous" : "")
    }
}

@MainActor
@Suite("Gesture arbitration with a scroll view", .isolatedDiagnostics)
struct ScrollArbitrationTests {
    nonisolated static let rows: [ScrollArbitrationRow] = [
        ScrollArbitrationRow(
            innerAxis: nil, vertical: true, simultaneous: false, innerBegins: true,
            scrollBegins: false),
        ScrollArbitrationRow(
            innerAxis: .horizontal, vertical: true, simultaneous: false, innerBegins: false,
            scrollBegins: true),
        ScrollArbitrationRow(
            innerAxis: .horizontal, vertical: false, simultaneous: false, innerBegins: true,
            scrollBegins: false),
        ScrollArbitrationRow(
            innerAxis: nil, vertical: false, simultaneous: false, innerBegins: true,
            scrollBegins: false),
        ScrollArbitrationRow(
            innerAxis: nil, vertical: true, simultaneous: true, innerBegins: true,
            scrollBegins: true),
        ScrollArbitrationRow(
            innerAxis: nil, vertical: false, simultaneous: true, innerBegins: true,
            scrollBegins: false),
        ScrollArbitrationRow(
            innerAxis: .vertical, vertical: false, simultaneous: true, innerBegins: false,
            scrollBegins: false),
    ]

    @Test("A pan inside a vertical scroll view", arguments: rows)
    func panInsideScrollView(row: ScrollArbitrationRow) {
        let window = Window(size: Size(width: 390, height: 844))
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = Size(width: 390, height: 3_000)
        window.root.addSubview(scrollView)
        let cell = ViewNode(frame: Rect(x: 0, y: 300, width: 390, height: 100))
        scrollView.addSubview(cell)
        let inner = PanGestureRecognizer()
        inner.axis = row.innerAxis
        let delegate = ScriptedDelegate()
        delegate.simultaneous = row.simultaneous
        inner.delegate = delegate
        cell.addGestureRecognizer(inner)
        var innerBegan = false
        inner.addTarget { if $0.state == .began { innerBegan = true } }
        var scrollBegan = false
        scrollView.panGestureRecognizer.addTarget { if $0.state == .began { scrollBegan = true } }
        let end = row.vertical ? Point(x: 100, y: 200) : Point(x: 300, y: 350)
        window.drag(from: Point(x: 100, y: 350), to: end, duration: 0.1)
        #expect(innerBegan == row.innerBegins)
        #expect(scrollBegan == row.scrollBegins)
        #expect((scrollView.contentOffset.y > 0) == row.scrollBegins)
    }
}

import CardDeckMotion
import CardDeckTesting
import CardDeckViews
import Testing

@MainActor
@Suite("Mutations and hosts", .isolatedDiagnostics)
struct MutationTests {
    @Test("The first frame inserts the root; a static frame produces no host call")
    func staticFrames() {
        let window = Window(size: Size(width: 100, height: 100))
        let host = RecordingHost()
        window.attach(host)
        window.advance(by: 1.0 / 120)
        #expect(host.frames.count == 1)
        #expect(host.frames[0].mutations == [.insert(window.root, parent: nil, index: 0)])
        window.advance(by: 1)
        #expect(host.frames.count == 1)
    }

    @Test("Insert, update with a mask, reorder and remove arrive in order, coalesced per frame")
    func kinds() {
        let window = Window(size: Size(width: 100, height: 100))
        window.advance(by: 1.0 / 120)
        let host = RecordingHost()
        window.attach(host)
        host.reset()
        let a = ViewNode()
        let b = ViewNode()
        window.root.addSubview(a)
        window.root.addSubview(b)
        window.advance(by: 1.0 / 120)
        #expect(
            host.frames.last?.mutations == [
                .insert(a, parent: window.root, index: 0),
                .insert(b, parent: window.root, index: 1),
            ])
        a.alpha = 0.5
        a.center = Point(x: 3, y: 4)
        a.backgroundColor = .white
        a.alpha = 0.25
        window.root.bringSubviewToFront(a)
        window.advance(by: 1.0 / 120)
        #expect(
            host.frames.last?.mutations == [
                .update(a, [.alpha, .geometry, .backgroundColor]),
                .update(window.root, .subviewOrder),
            ])
        b.removeFromSuperview()
        window.advance(by: 1.0 / 120)
        #expect(host.frames.last?.mutations == [.remove(b, parent: window.root)])
        #expect(host.frames.count == 3)
    }

    @Test("Moving a card root over 10,000 descendants is one update per frame")
    func minimality() {
        let window = Window(size: Size(width: 400, height: 800))
        let card = ViewNode(frame: Rect(x: 0, y: 800, width: 400, height: 600))
        for row in 0..<100 {
            let line = ViewNode(frame: Rect(x: 0, y: Double(row) * 6, width: 400, height: 6))
            for column in 0..<99 {
                line.addSubview(
                    ViewNode(frame: Rect(x: Double(column) * 4, y: 0, width: 4, height: 6)))
            }
            card.addSubview(line)
        }
        window.root.addSubview(card)
        window.advance(by: 1.0 / 120)
        let host = RecordingHost()
        window.attach(host)
        host.reset()
        ViewNode.animate(with: Spring(response: 0.4, dampingRatio: 1)) {
            card.center = Point(x: 200, y: 500)
        }
        for _ in 0..<10 { window.advance(by: 1.0 / 120) }
        #expect(host.frames.count == 10)
        for frame in host.frames {
            #expect(frame.mutations == [.update(card, .geometry)])
        }
    }

    @Test("A host attached late first receives the whole tree")
    func lateAttach() {
        let window = Window(size: Size(width: 100, height: 100))
        window.advance(by: 1.0 / 120)
        let host = RecordingHost()
        window.attach(host)
        window.attach(host)
        #expect(host.frames.count == 1)
        #expect(host.allMutations == [.insert(window.root, parent: nil, index: 0)])
        window.detach(host)
        window.root.alpha = 0.5
        window.advance(by: 1.0 / 120)
        #expect(host.frames.count == 1)
    }

    @Test("A paused animation produces no mutation and no host call")
    func pausedAnimationIsStatic() {
        let window = Window(size: Size(width: 100, height: 100))
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.root.addSubview(node)
        let animator = PropertyAnimator(duration: 1, curve: .linear) { node.alpha = 0 }
        animator.startAnimation()
        window.advance(by: 0.25)
        animator.pauseAnimation()
        window.advance(by: 1.0 / 120)  // the frame that shows the paused state, if any
        let host = RecordingHost()
        window.attach(host)
        host.reset()
        window.advance(by: 0.5)
        #expect(host.frames.isEmpty)
        #expect(abs(node.presentation.alpha - 0.75) < 1e-9)
    }
}

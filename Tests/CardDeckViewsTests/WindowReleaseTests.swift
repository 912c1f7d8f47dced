import CardDeckTesting
import CardDeckViews
import Testing

/// The window holds nodes only while it needs them: queued for layout or commit, or moved by
/// a running animation; a node that left the tree is released within a frame.
@MainActor
@Suite("Window releases nodes", .isolatedDiagnostics)
struct WindowReleaseTests {
    @Test(
        "a node removed after its animation ended is released, though no animator runs any more",
        arguments: [false, true])
    func animatedNodeIsReleased(stopsAnimator: Bool) {
        let window = Window(size: Size(width: 390, height: 844))
        weak var released: ViewNode?
        do {
            let card = ViewNode(frame: Rect(x: 0, y: 844, width: 390, height: 600))
            window.root.addSubview(card)
            let animator = PropertyAnimator(duration: 0.3) {
                card.frame = Rect(x: 0, y: 244, width: 390, height: 600)
            }
            animator.startAnimation()
            window.advance(by: 0.1)
            if stopsAnimator {
                animator.stopAnimation(true)
            } else {
                window.advance(by: 0.5)
            }
            card.removeFromSuperview()
            released = card
        }
        window.advance(by: 1.0 / 60)
        #expect(released == nil)
    }

    @Test("a node removed from the tree is released by the frame that commits the removal")
    func removedNodeIsReleased() {
        let window = Window(size: Size(width: 390, height: 844))
        weak var released: ViewNode?
        do {
            let card = ViewNode(frame: Rect(x: 0, y: 244, width: 390, height: 600))
            card.addSubview(ViewNode(frame: Rect(x: 0, y: 0, width: 390, height: 44)))
            window.root.addSubview(card)
            window.advance(by: 1.0 / 120)
            card.removeFromSuperview()
            released = card
        }
        window.advance(by: 1.0 / 120)
        #expect(released == nil)
    }

    @Test("a node removed by its animation's completion is released with that frame")
    func nodeRemovedOnCompletionIsReleased() {
        let window = Window(size: Size(width: 390, height: 844))
        weak var released: ViewNode?
        do {
            let card = ViewNode(frame: Rect(x: 0, y: 244, width: 390, height: 600))
            window.root.addSubview(card)
            let animator = PropertyAnimator(duration: 0.25) {
                card.frame = Rect(x: 0, y: 844, width: 390, height: 600)
            }
            animator.addCompletion { _ in card.removeFromSuperview() }
            animator.startAnimation()
            released = card
        }
        // The last of these frames ends the animation, as a dismissal's last frame does.
        window.advance(by: 0.25)
        #expect(window.root.subviews.isEmpty)
        #expect(released == nil)
    }
}

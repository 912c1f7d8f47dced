import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The vertically scrolling view under the finger, if the drag started in one: searched
    /// breadth-first in the presented controller's view (a navigation controller's top
    /// controller's view).
    func contentScrollView() -> ScrollView? {
        var queue: [ViewNode] = [cardView.content]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if let scrollView = node as? ScrollView, scrollView.isTracking,
                scrollView.scrollsVertically, scrollView.isScrollEnabled
            {
                return scrollView
            }
            queue.append(contentsOf: node.subviews)
        }
        return nil
    }

    /// The content offset at which the scroll view's content sits at its top edge.
    private func topOffset(of scrollView: ScrollView) -> Double {
        -scrollView.adjustedContentInset.top
    }

    /// Decides who takes a finger movement of `delta` points (positive downward): the card
    /// when there is no scroll view, when moving down with the content at its top, or when
    /// moving up with the card below its largest detent; the scroll view otherwise.
    func cardTakesMovement(_ delta: Double, drag: inout CardDrag) -> Bool {
        guard let scrollView = drag.scrollView, scrollView.window != nil else { return true }
        // The first movement is judged from where the content was at touch-down.
        let offset = drag.scrollOrigin ?? scrollView.contentOffset
        let isFirst = drag.scrollOrigin != nil
        drag.scrollOrigin = nil
        let top = topOffset(of: scrollView)
        let cardTop = displayedTop(forFingerTop: drag.fingerTop, dismissible: true)
        let largest = detents.last?.top ?? cardTop
        let owns: Bool
        if delta > 0 {
            owns = offset.y <= top + 0.5 || (drag.cardOwnsMovement && cardTop < largest - 0.5)
        } else if delta < 0 {
            owns = cardTop > largest + 0.5
        } else {
            owns = drag.cardOwnsMovement
        }
        if owns {
            if drag.pinnedOffset == nil || !drag.cardOwnsMovement {
                // Moving down the content is at its top; moving up it stays where it is,
                // less what the scroll view may already have taken of this movement.
                let atTop =
                    delta > 0 || offset.y <= top + (isFirst ? 0.5 : abs(delta) + 0.5)
                drag.pinnedOffset = Point(x: offset.x, y: atTop ? top : offset.y)
            }
        } else {
            drag.pinnedOffset = nil
        }
        return owns
    }

    /// Ends the scroll view's drag when the card took the gesture, so the content neither
    /// coasts nor bounces once the finger lifts.
    func releaseScrollContent(of drag: CardDrag) {
        guard let scrollView = drag.scrollView else { return }
        scrollView.removeObserver(inputDelegate)
        guard drag.cardOwnsMovement, let pinned = drag.pinnedOffset else { return }
        if scrollView.isDragging {
            // Turning scrolling off cancels the scroll view's pan: it stops where it is.
            scrollView.contentOffset = pinned
            scrollView.isScrollEnabled = false
            scrollView.isScrollEnabled = true
        }
        scrollView.setContentOffset(pinned, animated: false)
    }

    /// Holds the content where the card took over while the card owns the movement.
    func pinScrollContent() {
        guard let drag, drag.cardOwnsMovement, let scrollView = drag.scrollView,
            let pinned = drag.pinnedOffset, scrollView.contentOffset != pinned
        else { return }
        scrollView.contentOffset = pinned
    }
}

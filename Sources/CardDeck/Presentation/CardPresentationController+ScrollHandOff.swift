import CardDeckTransitions
import CardDeckViews

extension CardPresentationController {
    /// The vertically scrolling view under the finger, if the drag started in one: searched
    /// breadth-first in the presented controller's view (a navigation controller's top
    /// controller's view).
    func contentScrollView() -> ScrollView? {
        // The hand-off follows a vertical scroll view's top edge: a bottom card's only.
        guard geometry.physicalEdge == .bottom else { return nil }
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

    /// Shares a finger movement of `delta` points (positive downward) between the card and
    /// the scroll view, and returns the card's part. Moving up, the card takes what it needs
    /// to reach its largest detent and the content scrolls by the rest; moving down, the
    /// content scrolls back to its top and the card takes the rest. A movement that crosses
    /// the boundary is split there, so the content stays under the finger and nothing is lost.
    /// Without a scroll view the card takes it all.
    ///
    /// The scroll view has already moved its content by the whole movement when the card hears
    /// of it; when the card takes a part, the content is set (and held, see `pinnedOffset`)
    /// where the content's own part leaves it.
    func cardShare(of delta: Double, drag: inout CardDrag) -> Double {
        guard let scrollView = drag.scrollView, scrollView.window != nil else { return delta }
        guard delta != 0 else { return 0 }
        let now = scrollView.contentOffset
        let before = drag.contentOffsetBefore ?? now
        let top = topOffset(of: scrollView)
        let largest = detents.last?.top ?? drag.fingerTop
        let card =
            delta < 0
            ? max(delta, min(largest - drag.fingerTop, 0))
            : delta - min(delta, max(before.y - top, 0))
        drag.cardOwnsMovement = card != 0
        if card == 0 {
            // The content takes it all, its own way (stretching past its far end too).
            drag.pinnedOffset = nil
            drag.contentOffsetBefore = now
        } else {
            let content = delta - card
            let held = Point(x: before.x, y: before.y - content)
            drag.pinnedOffset = held
            drag.contentOffsetBefore = held
        }
        return card
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

    /// Holds the content where the card's share of the movement left it, while the card
    /// takes part of the movement.
    func pinScrollContent() {
        guard let drag, let scrollView = drag.scrollView, let pinned = drag.pinnedOffset,
            scrollView.contentOffset != pinned
        else { return }
        scrollView.contentOffset = pinned
    }
}

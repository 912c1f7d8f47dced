import CardDeckViews

extension CardDrag {
    /// The vertically scrolling view under the finger, if the drag started in one: searched
    /// breadth-first in `content` (a navigation controller's top controller's view).
    ///
    /// - Parameter content: The card's content view.
    /// - Returns: The tracking, vertically scrolling, enabled scroll view, if any.
    @MainActor
    static func trackingScrollView(in content: ViewNode) -> ScrollView? {
        var queue: [ViewNode] = [content]
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
    ///
    /// - Parameters:
    ///   - delta: The finger's movement along the main axis, in points.
    ///   - largestTop: The largest detent's top, in card space, if any.
    /// - Returns: The card's part of `delta`, in points.
    @MainActor
    mutating func takeCardShare(of delta: Double, largestTop: Double?) -> Double {
        guard let scrollView, scrollView.window != nil else { return delta }
        guard delta != 0 else { return 0 }
        let now = scrollView.contentOffset
        let before = contentOffsetBefore ?? now
        // The content offset at which the content sits at its top edge.
        let top = -scrollView.adjustedContentInset.top
        let largest = largestTop ?? fingerTop
        let card =
            delta < 0
            ? max(delta, min(largest - fingerTop, 0))
            : delta - min(delta, max(before.y - top, 0))
        cardOwnsMovement = card != 0
        if card == 0 {
            // The content takes it all, its own way (stretching past its far end too).
            pinnedOffset = nil
            contentOffsetBefore = now
        } else {
            let content = delta - card
            let held = Point(x: before.x, y: before.y - content)
            pinnedOffset = held
            contentOffsetBefore = held
        }
        return card
    }

    /// Ends the scroll view's drag when the card took the gesture, so the content neither
    /// coasts nor bounces once the finger lifts; `observer` stops observing it.
    ///
    /// - Parameter observer: The card's observer of the scroll view.
    @MainActor
    func releaseScrollContent(observedBy observer: any ScrollViewObserver) {
        guard let scrollView else { return }
        scrollView.removeObserver(observer)
        guard cardOwnsMovement, let pinned = pinnedOffset else { return }
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
    @MainActor
    func pinScrollContent() {
        guard let scrollView, let pinned = pinnedOffset, scrollView.contentOffset != pinned
        else { return }
        scrollView.contentOffset = pinned
    }
}

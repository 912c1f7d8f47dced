import CardDeckViews

/// The scroll hand-off of one drag: the vertical scroll view the drag shares its touches with,
/// how each finger movement is shared out between the card and the content, and where the
/// content is held while the card takes the movement. It lives as long as its drag, observes
/// the scroll view meanwhile, and owns all of that state, so the drag that holds it stays a
/// small value.
@MainActor
final class CardScrollHandOff: ScrollViewObserver {
    /// The scroll view the drag shares its touches with.
    private(set) weak var scrollView: ScrollView?
    /// Whether the card (rather than the content) took the last movement.
    private(set) var cardOwnsMovement = true
    /// Where the content was before the latest movement: at touch-down for the first, then
    /// where the last movement left it. The scroll view moves its content before the card hears
    /// of a movement, so this, not the offset the card reads, is where a movement is shared out
    /// from.
    private var contentOffsetBefore: Point
    /// The content offset held while the card owns the movement.
    private(set) var pinnedOffset: Point?

    /// Starts the hand-off with the vertically scrolling view under the finger in `content`,
    /// if the drag started in one: searched breadth-first (`content` is a navigation
    /// controller's top controller's view, say). The hand-off observes the scroll view until
    /// ``release()``.
    ///
    /// - Parameter content: The card's content view.
    init?(trackingIn content: ViewNode) {
        var queue: [ViewNode] = [content]
        var index = 0
        var found: ScrollView?
        while index < queue.count, found == nil {
            let node = queue[index]
            index += 1
            if let scrollView = node as? ScrollView, scrollView.isTracking,
                scrollView.scrollsVertically, scrollView.isScrollEnabled
            {
                found = scrollView
            }
            queue.append(contentsOf: node.subviews)
        }
        guard let found else { return nil }
        // The movement since touch-down is shared out like any other, so whichever of the card
        // and the content takes it, the content stays under the finger.
        let offset = found.contentOffset
        let scrolled =
            found.isDragging ? found.panGestureRecognizer.translation(in: found).y : 0
        scrollView = found
        contentOffsetBefore = Point(x: offset.x, y: offset.y + scrolled)
        found.addObserver(self)
    }

    /// Shares a finger movement of `delta` points (positive downward) between the card and
    /// the content, and returns the card's part. Moving up, the card takes what it needs to
    /// reach its largest detent and the content scrolls by the rest; moving down, the content
    /// scrolls back to its top and the card takes the rest. A movement that crosses the
    /// boundary is split there, so the content stays under the finger and nothing is lost.
    ///
    /// The scroll view has already moved its content by the whole movement; when the card
    /// takes a part, the content is set (and held, see ``pinnedOffset``) where the content's own
    /// part leaves it.
    ///
    /// The card's part is along its main axis and the content's along the scroll view's y: they
    /// are one axis because a hand-off starts for bottom cards only, whose space is the
    /// window's.
    ///
    /// - Parameters:
    ///   - delta: The finger's movement along the main axis, in points.
    ///   - fingerTop: Where the drag has the card's top before the movement, along the main
    ///     axis.
    ///   - largestTop: The largest detent's top, along the main axis, if any.
    /// - Returns: The card's part of `delta`, in points.
    func cardShare(of delta: Double, fingerTop: Double, largestTop: Double?) -> Double {
        guard let scrollView, scrollView.window != nil else { return delta }
        guard delta != 0 else { return 0 }
        let now = scrollView.contentOffset
        let before = contentOffsetBefore
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
            let held = Point(x: before.x, y: before.y - (delta - card))
            pinnedOffset = held
            contentOffsetBefore = held
        }
        return card
    }

    /// Holds the content where the card's share of the movement left it, while the card takes
    /// part of the movement.
    func pinContent() {
        guard let scrollView, let pinned = pinnedOffset, scrollView.contentOffset != pinned
        else { return }
        scrollView.contentOffset = pinned
    }

    /// Ends the hand-off: stops observing, and when the card took the gesture, ends the scroll
    /// view's drag so the content neither coasts nor bounces once the finger lifts; content
    /// that the drag caught stretched past an edge (bouncing) springs back to it rather than
    /// stay stretched.
    func release() {
        guard let scrollView else { return }
        scrollView.removeObserver(self)
        guard cardOwnsMovement, let pinned = pinnedOffset else { return }
        if scrollView.isDragging {
            // Turning scrolling off cancels the scroll view's pan: it stops where it is.
            scrollView.contentOffset = pinned
            scrollView.isScrollEnabled = false
            scrollView.isScrollEnabled = true
        }
        scrollView.setContentOffset(pinned, animated: false)
        scrollView.springBackIntoBounds()
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        // The card took the gesture: the content must not coast or bounce afterwards.
        guard scrollView === self.scrollView, cardOwnsMovement, let pinned = pinnedOffset
        else { return }
        scrollView.setContentOffset(pinned, animated: false)
    }
}

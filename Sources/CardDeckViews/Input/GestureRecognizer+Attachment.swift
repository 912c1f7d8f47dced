extension GestureRecognizer {
    /// Attaches the recognizer to `node`, detaching it from any other node first; attaching it
    /// where it already is has no effect. See ``ViewNode/addGestureRecognizer(_:)``.
    func attach(to node: ViewNode) {
        if view === node, node.gestureRecognizers.contains(where: { $0 === self }) { return }
        view?.removeGestureRecognizer(self)
        node.gestureRecognizers.append(self)
        view = node
        if node.gestureRecognizers.count == 1 {
            SubtreeCounts.add(SubtreeCounts(recognizerNodes: 1), from: node)
        }
    }

    /// Detaches the recognizer from `node`, cancelling or failing a gesture under way; one not
    /// attached there is ignored. See ``ViewNode/removeGestureRecognizer(_:)``.
    func detach(from node: ViewNode) {
        guard let index = node.gestureRecognizers.firstIndex(where: { $0 === self }) else {
            return
        }
        abandon(detach: true)
        node.gestureRecognizers.remove(at: index)
        view = nil
        if node.gestureRecognizers.isEmpty {
            SubtreeCounts.add(SubtreeCounts(recognizerNodes: -1), from: node)
        }
    }
}

extension ViewController: ContentContainer {
    /// Stores a sanitized preferred size and tells the parent, or else the receiver, when it
    /// changed.
    func updatePreferredContentSize(_ size: Size) {
        let old = preferredContentSizeStorage
        func clean(_ value: Double, _ previous: Double) -> Double {
            value.isFinite ? max(value, 0) : previous
        }
        let sanitized = Size(
            width: clean(size.width, old.width), height: clean(size.height, old.height))
        if sanitized != size {
            Diagnostics.warn(
                "\(debugName): preferredContentSize \(size) must be finite and ≥ 0; "
                    + "used \(sanitized)")
        }
        guard sanitized != old else { return }
        preferredContentSizeStorage = sanitized
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else {
            preferredContentSizeReceiver?.preferredContentSizeDidChange(
                forChildContentContainer: self)
        }
    }

    /// Sends ``viewWillTransition(to:with:)`` to every child, sized by
    /// ``size(forChildContentContainer:withParentContainerSize:)``.
    func forwardViewWillTransition(to size: Size, with coordinator: any TransitionCoordinator) {
        for child in children {
            let childSize = self.size(
                forChildContentContainer: child, withParentContainerSize: size)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
        presentedContentContainer?.viewWillTransition(to: size, with: coordinator)
    }
}

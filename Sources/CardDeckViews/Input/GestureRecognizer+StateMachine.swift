extension GestureRecognizer {
    /// Handles a state set by a subclass: legality, waiting, arbitration, actions.
    func requestTransition(to target: State) {
        if let pending = pendingState {
            // Waiting for a failure requirement: remember the latest wish, act later.
            switch target {
            case .failed, .cancelled:
                pendingState = nil
                apply(.failed)
            case .ended: pendingState = .ended
            case .began, .changed: pendingState = pending == .ended ? .ended : .began
            case .possible: pendingState = nil
            }
            return
        }
        switch (storedState, target) {
        case (.possible, .possible): return
        case (.possible, .began), (.possible, .ended): attemptRecognition(target)
        case (.possible, .failed): apply(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(target)
        case (.began, .failed), (.changed, .failed):
            Diagnostics.warn(
                "GestureRecognizer \(debugName): an active gesture cannot fail; cancelled it")
            apply(.cancelled)
        default:
            Diagnostics.warn(
                "GestureRecognizer \(debugName): ignored illegal transition \(storedState) → "
                    + "\(target)")
        }
    }

    /// Runs arbitration before leaving `possible` for `began` or `recognized`.
    func attemptRecognition(_ target: State) {
        guard shouldBegin(), delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            apply(.failed)
            return
        }
        if isExcludedByActiveRecognizer() {
            apply(.failed)
            return
        }
        switch failureRequirementStatus() {
        case .satisfied: break
        case .waiting:
            pendingState = target
            return
        case .violated:
            apply(.failed)
            return
        }
        if target == .ended && !isDiscrete {
            // A continuous gesture that recognizes at once still begins first.
            apply(.began)
            if storedState == .began { apply(.ended) }
        } else {
            apply(target)
        }
    }

    /// Moves to `target` and tells everyone who needs to know.
    func apply(_ target: State) {
        let wasPossible = storedState == .possible
        storedState = target
        stateObserver?(self)
        if wasPossible && (target == .began || target == .ended) {
            preventOthers()
            resolveDependents(recognized: true)
        }
        if target == .failed {
            resolveDependents(recognized: false)
        } else {
            runActions()
        }
    }

    /// Whether a recognizer already active on the same touches keeps this one from beginning.
    private func isExcludedByActiveRecognizer() -> Bool {
        for touch in trackedTouches {
            for other in touch.gestureRecognizers where other !== self {
                if other.storedState.isActive, other.prevents(self) { return true }
            }
        }
        return false
    }

    private enum FailureRequirementStatus { case satisfied, waiting, violated }

    /// Whether every recognizer this one requires to fail has failed (or is not in play).
    private func failureRequirementStatus() -> FailureRequirementStatus {
        var waiting = false
        func check(_ other: GestureRecognizer) -> Bool {
            guard other !== self, requiresFailure(of: other) else { return true }
            switch other.storedState {
            case .possible:
                if other.isParticipating || other.pendingState != nil { waiting = true }
                return true
            case .began, .changed, .ended: return false
            case .failed, .cancelled: return true
            }
        }
        for reference in explicitFailureRequirements {
            if let other = reference.value, !check(other) { return .violated }
        }
        if let router {
            for other in router.participants where !check(other) { return .violated }
        }
        return waiting ? .waiting : .satisfied
    }

    /// Whether this recognizer must wait for `other` to fail, by any of the four routes.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        explicitFailureRequirements.contains { $0.value === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer and `other` may be recognized together.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
                == true
    }

    /// Whether this recognizer, having begun, makes `other` fail or cancel.
    func prevents(_ other: GestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && canPrevent(other)
            && other.canBePrevented(by: self)
    }

    /// Makes every other recognizer on this one's touches fail, or cancel if active, unless
    /// the two recognize simultaneously: the touches now belong to this gesture.
    private func preventOthers() {
        var touchIndex = 0
        while touchIndex < trackedTouches.count {
            let touch = trackedTouches[touchIndex]
            var index = 0
            while index < touch.gestureRecognizers.count {
                let other = touch.gestureRecognizers[index]
                if other !== self, prevents(other) {
                    if other.storedState == .possible {
                        other.pendingState = nil
                        other.apply(.failed)
                    } else if other.storedState.isActive {
                        other.apply(.cancelled)
                    }
                }
                index += 1
            }
            touchIndex += 1
        }
    }

    /// Recognizers waiting on this one go ahead (it failed) or fail (it recognized).
    private func resolveDependents(recognized: Bool) {
        guard let router else { return }
        var index = 0
        while index < router.participants.count {
            let other = router.participants[index]
            index += 1
            guard other !== self, let pending = other.pendingState,
                other.requiresFailure(of: self)
            else { continue }
            other.pendingState = nil
            if recognized {
                other.apply(.failed)
            } else {
                other.attemptRecognition(pending)
            }
        }
    }

    /// Ends the recognizer's part in the current touches: an active gesture is cancelled, an
    /// undecided one fails, and the recognizer returns to `possible`.
    func abandon(detach: Bool) {
        if storedState.isActive {
            apply(.cancelled)
        } else if storedState == .possible && (isParticipating || pendingState != nil) {
            pendingState = nil
            apply(.failed)
        }
        for touch in trackedTouches {
            touch.gestureRecognizers.removeAll { $0 === self }
        }
        trackedTouches.removeAll()
        if storedState != .possible || isParticipating {
            returnToPossible()
        }
        if detach { router = nil }
    }

    /// Returns to `possible` once finished and without touches; returns whether it did.
    @discardableResult
    func resetIfFinished() -> Bool {
        guard trackedTouches.isEmpty, pendingState == nil else { return false }
        if storedState.isFinished || (storedState == .possible && timerDeadline == nil) {
            returnToPossible()
            return true
        }
        return false
    }

    private func returnToPossible() {
        // A recognizer that leaves play without deciding has, in effect, failed.
        let undecided = storedState == .possible && isParticipating
        pendingState = nil
        timerDeadline = nil
        router?.removeParticipant(self)
        reset()
        storedState = .possible
        if undecided { resolveDependents(recognized: false) }
    }

    /// A name for warnings: the ``name`` or the type.
    var debugName: String { name ?? String(describing: type(of: self)) }
}

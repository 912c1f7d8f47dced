import CardDeckViews

extension CardConfiguration {
    /// This configuration with every value brought into its documented range; each change is
    /// reported through `Diagnostics.warn`.
    @MainActor func sanitized() -> CardConfiguration {
        var result = self
        var problems: [String] = []
        func length(_ value: Double, default fallback: Double, _ name: String) -> Double {
            if !value.isFinite {
                problems.append("\(name) \(value) is not finite; used \(fallback)")
                return fallback
            }
            if value < 0 {
                problems.append("\(name) \(value) is negative; used 0")
                return 0
            }
            return value
        }
        func unit(_ value: Double, default fallback: Double, _ name: String) -> Double {
            if value.isNaN {
                problems.append("\(name) is NaN; used \(fallback)")
                return fallback
            }
            let clamped = min(max(value, 0), 1)
            if clamped != value {
                problems.append("\(name) \(value) is outside [0, 1]; used \(clamped)")
            }
            return clamped
        }
        func sanitized(_ timing: CardTiming, _ name: String, _ fallback: Double) -> CardTiming {
            guard case .curve(let curve, let duration) = timing,
                !(duration.isFinite && duration >= 0)
            else { return timing }
            problems.append("\(name) duration \(duration) is invalid; used \(fallback)")
            return .curve(curve, duration: fallback)
        }
        result.verticalSpacing = length(verticalSpacing, default: 16, "verticalSpacing")
        result.horizontalInset = length(horizontalInset, default: 16, "horizontalInset")
        result.dismissAreaHeight = length(dismissAreaHeight, default: 16, "dismissAreaHeight")
        result.cornerRadius = length(cornerRadius, default: 12, "cornerRadius")
        if let inset = verticalInset {
            if !inset.isFinite {
                problems.append("verticalInset \(inset) is not finite; used the safe area")
                result.verticalInset = nil
            } else if inset < 0 {
                problems.append("verticalInset \(inset) is negative; used 0")
                result.verticalInset = 0
            }
        }
        if let frame = initialTransitionFrame {
            if !frame.isFinite {
                problems.append("initialTransitionFrame \(frame) is not finite; ignored it")
                result.initialTransitionFrame = nil
            } else {
                result.initialTransitionFrame = frame.standardized
            }
        }
        result.backFadeAlpha = unit(backFadeAlpha, default: 0.8, "backFadeAlpha")
        result.maximumDimmingAlpha = unit(maximumDimmingAlpha, default: 0, "maximumDimmingAlpha")
        result.presentationTiming = sanitized(presentationTiming, "presentationTiming", 0.25)
        result.dismissalTiming = sanitized(dismissalTiming, "dismissalTiming", 0.25)
        result.snapTiming = sanitized(snapTiming, "snapTiming", 0.25)
        result.resizeTiming = sanitized(resizeTiming, "resizeTiming", 0.3)
        var seen = Set<CardDetent.Identifier>()
        var unique: [CardDetent] = []
        for detent in detents {
            if seen.insert(detent.identifier).inserted {
                unique.append(detent)
            } else {
                problems.append(
                    "detent \(detent.identifier) appears more than once; kept the first")
            }
        }
        if unique.isEmpty {
            problems.append("detents is empty; used [.large]")
            unique = [.large]
        }
        result.detents = unique
        for problem in problems { Diagnostics.warn("CardConfiguration: \(problem)") }
        return result
    }
}

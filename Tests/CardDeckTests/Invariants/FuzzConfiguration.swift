import CardDeckMotion
import CardDeckTesting
import CardDeckViews

@testable import CardDeck

/// The card configurations a randomized run presents: the presets, each now and then with
/// fields changed, hostile values included (the configuration is sanitized on presentation).
enum FuzzConfiguration {
    /// The configuration derived from `seed`; the same seed always gives the same one.
    @MainActor
    static func make(seed: UInt64) -> CardConfiguration {
        var rng = SplitMix64(seed: seed)
        var configuration: CardConfiguration
        switch rng.int(below: 4) {
        case 0: configuration = CardConfiguration()
        case 1: configuration = .draggableCard
        case 2: configuration = .fittedSheet
        default: configuration = CardConfiguration.shared
        }
        if rng.chance(0.4) {
            configuration.detents = rng.pick([
                [.large], [.medium, .large], [.fitsContent], [.fitsContent, .large],
                [.normal, .expanded], [.fraction(0.3), .fraction(0.9)], [.height(250)],
                [.height(.nan)], [.height(-40)], [.height(5_000), .medium], [],
                [.medium, .medium], [.custom(identifier: "zero") { _ in 0 }],
                [.custom(identifier: "nil") { _ in nil }, .large],
            ])
            configuration.initialDetent = rng.chance(0.5) ? nil : rng.pick(identifiers)
        }
        if rng.chance(0.2) { configuration.verticalSpacing = rng.pick([0, 16, 30, 200, -3, .nan]) }
        if rng.chance(0.2) {
            configuration.verticalInset = rng.pick([nil, 0, 20, 300, -1, .infinity])
        }
        if rng.chance(0.2) { configuration.horizontalInset = rng.pick([0, 16, 40, 300, -5, .nan]) }
        if rng.chance(0.2) { configuration.backFadeAlpha = rng.pick([0, 0.5, 0.8, 1, 1.5, .nan]) }
        if rng.chance(0.2) { configuration.stacksBackCards.toggle() }
        if rng.chance(0.15) { configuration.cornerRadius = rng.pick([0, 12, 500, -1, .infinity]) }
        if rng.chance(0.15) { configuration.dismissAreaHeight = rng.pick([0, 16, 100, .nan]) }
        if rng.chance(0.15) {
            configuration.initialTransitionFrame = rng.pick([
                nil, Rect(x: 100, y: 700, width: 60, height: 60),
                Rect(x: 0, y: 0, width: -20, height: 30), Rect(x: .nan, y: 0, width: 1, height: 1),
            ])
        }
        if rng.chance(0.2) { configuration.maximumDimmingAlpha = rng.pick([0, 0.4, 0.7, 2, .nan]) }
        if rng.chance(0.15) { configuration.largestUndimmedDetent = rng.pick(identifiers) }
        if rng.chance(0.3) { configuration.allowsTapToDismiss.toggle() }
        if rng.chance(0.2) { configuration.allowInteractiveDismissal.toggle() }
        if rng.chance(0.15) { configuration.bouncesAboveLargestDetent.toggle() }
        if rng.chance(0.15) { configuration.prefersGrabberVisible.toggle() }
        if rng.chance(0.15) { configuration.grabberStyle = rng.pick([.handle, .pullBar]) }
        if rng.chance(0.25) {
            configuration.releaseBehavior = rng.pick([
                ProjectedRelease(), ThresholdRelease(), MomentumRelease(), DirectionalRelease(),
                MomentumRelease(deceleration: -1, dismissThreshold: .nan),
                DirectionalRelease(velocityThreshold: .infinity),
            ])
        }
        if rng.chance(0.2) {
            configuration.presentationTiming = rng.pick([
                .spring(
                    Spring(
                        response: rng.pick([0.001, 0.3, 0.44, 2]),
                        dampingRatio: rng.pick([0.3, 0.8, 1, 2]))),
                .curve(.easeIn, duration: rng.pick([0, 0.25, .nan])),
            ])
        }
        if rng.chance(0.2) {
            configuration.dismissalTiming = rng.pick([
                .spring(
                    Spring(
                        response: rng.pick([0.001, 0.3, 0.44, 2]),
                        dampingRatio: rng.pick([0.3, 0.8, 1]))),
                .curve(.easeInOut, duration: rng.pick([0, 0.3, -1])),
            ])
        }
        if rng.chance(0.2) {
            configuration.snapTiming = rng.pick([
                .spring(Spring(response: 0.3, dampingRatio: 0.5)), .curve(.easeIn, duration: 0),
                .curve(.easeOut, duration: 0.25), .curve(.default, duration: -1),
            ])
        }
        if rng.chance(0.2) {
            configuration.resizeTiming = rng.pick([
                .spring(Spring(response: 0.2, dampingRatio: 0.4)), .curve(.easeInOut, duration: 0),
                .curve(.easeInOut, duration: .nan),
            ])
        }
        return configuration
    }

    private static let identifiers: [CardDetent.Identifier?] = [
        nil, .large, .medium, .fitsContent, .normal, .expanded, "unknown",
    ]
}

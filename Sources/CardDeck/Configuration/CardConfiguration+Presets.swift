import CardDeckMotion
import CardDeckViews

extension CardConfiguration {
    /// The Facebook/Slack draggable card: two resting states, ``CardDetent/normal`` (top
    /// halfway down the area below the safe area's top) and ``CardDetent/expanded`` (top 30 pt
    /// below the safe area), starting at normal; a dark grey dimmer at alpha 0.7 that follows
    /// the card between normal and hidden; tap on the dimmer dismisses; the handle; the card
    /// never rises above its expanded top; ``ThresholdRelease``; shown, hidden and snapped in
    /// 0.25 s ease-in, as the tutorial's `showCard` and `hideCardAndGoBack` animate; a drag
    /// that starts on the dimmer moves the card too (the tutorial's pan sits on the whole
    /// view). What is behind the card stays in place.
    public static var draggableCard: CardConfiguration {
        CardConfiguration(
            verticalSpacing: 30, horizontalInset: 0, backFadeAlpha: 1, stacksBackCards: false,
            detents: [.normal, .expanded], initialDetent: .normal,
            bouncesAboveLargestDetent: false, dimmingColor: Color(white: 1.0 / 3),
            maximumDimmingAlpha: 0.7, allowsTapToDismiss: true, grabberStyle: .handle,
            dragsFromOutsideCard: true, releaseBehavior: ThresholdRelease(),
            presentationTiming: .curve(.easeIn, duration: 0.25),
            dismissalTiming: .curve(.easeIn, duration: 0.25),
            snapTiming: .curve(.easeIn, duration: 0.25))
    }

    /// The fitted bottom sheet: height fitted to the content's `preferredContentSize` plus the
    /// bottom safe-area inset, at most the window's height less the top safe-area inset and
    /// 20 pt (room for the pull bar); presented, dismissed and resized over 0.3 s ease-in-out;
    /// a black dimmer at alpha 0.6; tap dismisses; a transparent 20 pt pull bar over the shade
    /// with a 40×4 white pill at alpha 0.6; corner radius 10 from the content's top; drags
    /// only downward; ``MomentumRelease``. What is behind the sheet stays in place.
    public static var fittedSheet: CardConfiguration {
        CardConfiguration(
            verticalSpacing: 0, horizontalInset: 0, cornerRadius: 10, backFadeAlpha: 1,
            stacksBackCards: false, detents: [.fitsContent],
            initialDetent: .fitsContent, bouncesAboveLargestDetent: false,
            dimmingColor: .black, maximumDimmingAlpha: 0.6, allowsTapToDismiss: true,
            grabberStyle: .pullBar, releaseBehavior: MomentumRelease(),
            presentationTiming: .curve(.easeInOut, duration: 0.3),
            dismissalTiming: .curve(.easeInOut, duration: 0.3),
            resizeTiming: .curve(.easeInOut, duration: 0.3))
    }
}

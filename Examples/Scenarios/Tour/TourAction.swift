import CardDeck
import CardDeckViews

/// What one step of a scripted tour does: a gesture, a call a screen would make, or nothing.
///
/// Gestures are sent through `CardDeckTesting`'s scripted input, one pointer event per frame,
/// so the cards see exactly what a finger would produce. Durations are in seconds of the
/// window's clock; translations in points of a 390 × 844 window (``TourPlayer`` scales them
/// to the window); velocities in points per second.
public enum TourAction: Sendable {
    /// Does nothing: the step only lets time pass (its settle time).
    case wait
    /// Taps a location: presses and lifts without moving.
    case tap(TourLocation)
    /// Puts the finger down and keeps it there.
    case press(TourLocation)
    /// Moves the finger that is down by a translation, at constant speed.
    case move(by: Point, duration: Double)
    /// Presses, moves by a translation at constant speed and keeps the finger down there: the
    /// first half of a drag, to look at the screen mid-gesture. A later ``release`` lifts it.
    case hold(from: TourLocation, by: Point, duration: Double)
    /// Lifts the finger where it is.
    case release
    /// Presses, moves by a translation at constant speed and lifts while moving.
    case drag(from: TourLocation, by: Point, duration: Double)
    /// Throws the finger along a translation so that it lifts at `velocity`.
    case flick(from: TourLocation, by: Point, velocity: Double)
    /// Moves the front card to a detent from code, animated: its `selectedDetentIdentifier`
    /// set inside `animateChanges(_:)`.
    case selectDetent(CardDetent.Identifier)
    /// Types text on the keyboard, one key press per character (a newline is Return), as
    /// `Window.send(_:)` receives them.
    case type(String)
}

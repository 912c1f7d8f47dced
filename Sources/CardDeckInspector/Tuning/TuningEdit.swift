import CardDeck
import CardDeckMotion
import CardDeckViews

/// One change a page asks of a card's configuration: a field and its new value, as the tuning
/// section's `set` command carries them. It only writes the value: the card's configuration
/// setter brings it into range and says what it changed, as for any other caller.
@MainActor
struct TuningEdit {
    /// A command's value.
    enum Value {
        case number(Double)
        case text(String)
        case none
    }

    /// Why an edit could not be made, in words for the page.
    struct Failure: Error {
        let message: String
    }

    /// The fields that take a number, in points or as an alpha.
    static let numberFields: [String: WritableKeyPath<CardConfiguration, Double>] = [
        "verticalSpacing": \.verticalSpacing, "horizontalInset": \.horizontalInset,
        "dismissAreaHeight": \.dismissAreaHeight, "cornerRadius": \.cornerRadius,
        "backFadeAlpha": \.backFadeAlpha, "maximumDimmingAlpha": \.maximumDimmingAlpha,
    ]

    /// The timings, by field name.
    static let timingFields: [String: WritableKeyPath<CardConfiguration, CardTiming>] = [
        "presentationTiming": \.presentationTiming, "dismissalTiming": \.dismissalTiming,
        "snapTiming": \.snapTiming, "resizeTiming": \.resizeTiming,
    ]

    /// The curves a timing can be set to by name.
    static let curves: [(name: String, curve: CubicBezierCurve)] = [
        ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("default", .default), ("linear", CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)),
    ]

    /// The field: a name such as `cornerRadius`, or a timing's part such as
    /// `snapTiming.response`.
    let field: String
    /// The new value.
    let value: Value

    /// Writes the value into `configuration`.
    ///
    /// - Parameter configuration: The card's configuration, changed in place.
    /// - Throws: ``Failure`` for an unknown field or a value of the wrong kind.
    func apply(to configuration: inout CardConfiguration) throws(Failure) {
        if let keyPath = Self.numberFields[field] {
            configuration[keyPath: keyPath] = try number()
        } else if field == "verticalInset" {
            if case .none = value {
                configuration.verticalInset = nil
            } else {
                configuration.verticalInset = try number()
            }
        } else if field == "dimmingColor" {
            configuration.dimmingColor = try color(alpha: configuration.dimmingColor.alpha)
        } else if field == "detents" {
            configuration.detents = try TuningDetentList.detents(
                from: text(), existing: configuration.detents)
        } else if let dot = field.firstIndex(of: "."),
            let keyPath = Self.timingFields[String(field[..<dot])]
        {
            let part = String(field[field.index(after: dot)...])
            configuration[keyPath: keyPath] = try timing(configuration[keyPath: keyPath], part)
        } else {
            throw Failure(message: "\(field) cannot be tuned here")
        }
    }

    private func number() throws(Failure) -> Double {
        guard case .number(let number) = value else {
            throw Failure(message: "\(field) takes a finite number")
        }
        return number
    }

    private func text() throws(Failure) -> String {
        guard case .text(let text) = value else { throw Failure(message: "\(field) takes text") }
        return text
    }

    /// `#RRGGBB`, as a colour input gives it.
    private func color(alpha: Double) throws(Failure) -> Color {
        let text = try text()
        guard text.count == 7, text.first == "#", let hex = UInt32(text.dropFirst(), radix: 16)
        else { throw Failure(message: "\(field) takes a colour as #RRGGBB") }
        return Color(hex: hex, alpha: alpha)
    }

    private func timing(_ timing: CardTiming, _ part: String) throws(Failure) -> CardTiming {
        switch (part, timing) {
        case ("kind", _):
            switch try text() {
            case "spring":
                if case .spring = timing { return timing }
                return .spring(Spring(response: 0.44, dampingRatio: 1))
            case "curve":
                if case .curve = timing { return timing }
                return .curve(.easeInOut, duration: 0.3)
            default: throw Failure(message: "\(field) is spring or curve")
            }
        case ("response", .spring(let spring)):
            return .spring(Spring(response: try number(), dampingRatio: spring.dampingRatio))
        case ("dampingRatio", .spring(let spring)):
            return .spring(Spring(response: spring.response, dampingRatio: try number()))
        case ("curve", .curve(_, let duration)):
            let name = try text()
            guard let curve = Self.curves.first(where: { $0.name == name })?.curve else {
                throw Failure(
                    message: "\(field) is one of " + Self.curves.map(\.name).joined(separator: ", ")
                )
            }
            return .curve(curve, duration: duration)
        case ("duration", .curve(let curve, _)):
            return .curve(curve, duration: try number())
        default:
            throw Failure(message: "\(field) does not apply to this timing")
        }
    }
}

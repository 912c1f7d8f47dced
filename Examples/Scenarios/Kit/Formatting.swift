import Foundation

/// Number formatting for summaries and captions: fixed decimals without trailing zeros.
enum Formatting {
    /// A number with at most `decimals` decimals and no trailing zeros: 0.7, 498, 0.64.
    ///
    /// - Parameters:
    ///   - value: The number; a non-finite one prints as `nan` or `inf`.
    ///   - decimals: The most decimals; default 2.
    /// - Returns: The text.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : "inf" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Seconds with two decimals, right-aligned in six characters: `  1.25 s`.
    ///
    /// - Parameter seconds: The time.
    /// - Returns: The text.
    static func seconds(_ seconds: Double) -> String {
        String(format: "%6.2f s", seconds)
    }
}

/// A colour as a terminal shows it: 8 bits per sRGB channel, opaque.
public struct TerminalRGB: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255.
    public var red: UInt8
    /// The green channel, 0…255.
    public var green: UInt8
    /// The blue channel, 0…255.
    public var blue: UInt8

    /// Creates a colour from its channels.
    ///
    /// - Parameters:
    ///   - red: The red channel, 0…255.
    ///   - green: The green channel, 0…255.
    ///   - blue: The blue channel, 0…255.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Black, the default backdrop.
    public static let black = TerminalRGB(red: 0, green: 0, blue: 0)

    /// The colour as `#rrggbb`.
    public var description: String {
        "#"
            + [red, green, blue].map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
    }

    /// The perceived brightness, 0 (black) … 1 (white), by the Rec. 709 luma weights.
    public var luma: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}

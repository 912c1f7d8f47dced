import Glibc

/// A pseudo-terminal pair: ``device`` is the terminal a program sees, ``controller`` plays
/// the terminal emulator, reading what the program writes and typing for the user.
final class PseudoTerminal {
    struct Unavailable: Error {}

    let controller: Int32
    let device: Int32

    /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)`, which Swift cannot import
    /// as macros; the same numbers on every Linux architecture Swift supports.
    private static let unlock = UInt(0x4004_5431)
    private static let number = UInt(0x8004_5430)

    init() throws {
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw Unavailable() }
        var unlocked: Int32 = 0
        var index: UInt32 = 0
        guard ioctl(controller, Self.unlock, &unlocked) == 0,
            ioctl(controller, Self.number, &index) == 0
        else {
            close(controller)
            throw Unavailable()
        }
        device = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(controller)
            throw Unavailable()
        }
    }

    deinit {
        close(device)
        if controller >= 0 { close(controller) }
    }

    /// Types bytes, as the user would.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Sets the size the terminal reports.
    func setSize(columns: Int, rows: Int) {
        var size = winsize(
            ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// What the program wrote: reads until `count` bytes came or none came for `seconds`.
    func written(count: Int, within seconds: Double = 2) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while result.count < count {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(seconds * 1_000)) > 0 else { break }
            let read = buffer.withUnsafeMutableBytes {
                Glibc.read(controller, $0.baseAddress, $0.count)
            }
            guard read > 0 else { break }
            result += buffer[0..<read]
        }
        return result
    }

    /// Whether the program wrote anything not yet read, without waiting.
    var hasUnreadOutput: Bool {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// The device side's settings.
    var settings: termios {
        var settings = termios()
        tcgetattr(device, &settings)
        return settings
    }
}

import CardDeckViews
import Testing

@testable import CardDeckWeb

/// The drag frame's shortcuts: rounding without the C library, updates read by the host
/// itself, and a message written into a buffer the sender keeps.
@Suite("Web host: the drag frame's shortcuts change no byte")
@MainActor
struct WebHostDragFrameTests {
    @Test(
        "WebStyle.rounded is rounded(), halves away from zero and the sign of zero kept",
        arguments: [
            0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, -0.49999999999999994,
            0.3, -0.3, 12_345.5, -12_345.4999, 4_503_599_627_370_495.5, 4_503_599_627_370_496,
            -9.007_199_254_740_993e15, 1e300, -1e300, .infinity, -.infinity,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0.1 * 10_000, 844.5 * 100,
        ])
    func rounding(value: Double) {
        let expected = value.rounded()
        let actual = WebStyle.rounded(value)
        #expect(actual.bitPattern == expected.bitPattern, "\(value): \(actual) ≠ \(expected)")
    }

    @Test("WebStyle.rounded of NaN is NaN")
    func roundingNaN() {
        #expect(WebStyle.rounded(.nan).isNaN)
    }

    @Test("encode(_:frame:into:) writes message's bytes and keeps the buffer's storage")
    func bufferReuse() {
        var style = WebStyle()
        style.matrix = AffineTransform2D(tx: 12.25, ty: -3)
        style.text = WebStyle.Text(
            string: "Now \"playing\"", fontSize: 15, isBold: true, color: 0xFF, alignment: .center)
        let operations: [WebPatchOperation] = [
            .update(
                id: 7, style: style,
                fields: [
                    WebStyle.Fields(WebStyle.Field.matrix), WebStyle.Fields(WebStyle.Field.text),
                ]),
            .move(id: 3, parent: 1, index: 0), .remove(id: 9),
        ]
        var buffer: [UInt8] = Array(repeating: 0x41, count: 5)
        WebPatchEncoder.encode(operations, frame: 42, into: &buffer)
        #expect(
            String(decoding: buffer, as: UTF8.self)
                == WebPatchEncoder.message(operations, frame: 42))
        let capacity = buffer.capacity
        let first = buffer
        buffer = []
        buffer.reserveCapacity(capacity)
        let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
        for frame in 0..<3 {
            WebPatchEncoder.encode(operations, frame: 42, into: &buffer)
            #expect(buffer == first, "frame \(frame)")
            #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage)
        }
        WebPatchEncoder.encode([], frame: 1, into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"{"t":"patch","f":1,"ops":[]}"#)
    }

    @Test(
        "a value changed in a frame of updates only, and back in a frame that moves nodes, is sent both times"
    )
    func valueBackInStructuralFrame() throws {
        let window = Window(size: Size(width: 200, height: 100))
        let host = MirroredWebHost()
        window.attach(host)
        let card = ViewNode(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        card.backgroundColor = .systemBlue
        let other = ViewNode(frame: Rect(x: 60, y: 0, width: 20, height: 20))
        window.root.addSubview(card)
        window.root.addSubview(other)
        window.advance(by: 1 / 60)
        card.alpha = 0.5
        window.advance(by: 1 / 60)
        #expect(host.messages.last?.contains(#"{"a":0.5}"#) == true, "\(host.messages.last ?? "")")
        // Back to 1 in the same commit as a reorder: the reconciler sees the structure, the
        // host the value.
        card.alpha = 1
        window.root.bringSubviewToFront(card)
        window.advance(by: 1 / 60)
        let last = try #require(host.messages.last)
        #expect(last.contains(#"{"a":1}"#), "\(last)")
        #expect(last.contains(#"["m","#), "\(last)")
        #expect(host.failures.isEmpty)
        #expect(host.mirror.difference(from: window) == nil)
    }
}

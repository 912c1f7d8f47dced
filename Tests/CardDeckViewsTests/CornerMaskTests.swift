import CardDeckTesting
import Testing

@testable import CardDeckViews

@Suite("CornerMask", .isolatedDiagnostics)
struct CornerMaskTests {
    @Test(
        "Corner bits match CACornerMask (layerMinXMinYCorner = 1 … layerMaxXMaxYCorner = 8)",
        arguments: [
            (CornerMask.topLeft, UInt8(1)),
            (CornerMask.topRight, UInt8(2)),
            (CornerMask.bottomLeft, UInt8(4)),
            (CornerMask.bottomRight, UInt8(8)),
        ])
    func rawValues(mask: CornerMask, raw: UInt8) {
        #expect(mask.rawValue == raw)
    }

    @Test(
        "Groups contain exactly their corners",
        arguments: [
            (CornerMask.top, [CornerMask.topLeft, .topRight]),
            (CornerMask.bottom, [CornerMask.bottomLeft, .bottomRight]),
            (CornerMask.left, [CornerMask.topLeft, .bottomLeft]),
            (CornerMask.right, [CornerMask.topRight, .bottomRight]),
            (CornerMask.all, [CornerMask.topLeft, .topRight, .bottomLeft, .bottomRight]),
        ])
    func groups(mask: CornerMask, corners: [CornerMask]) {
        let everyCorner: [CornerMask] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
        for corner in everyCorner {
            #expect(mask.contains(corner) == corners.contains(corner))
        }
    }

    @Test("Set algebra combines and removes corners")
    func algebra() {
        #expect(CornerMask.top.union(.bottom) == .all)
        #expect(CornerMask.left.intersection(.top) == .topLeft)
        #expect(CornerMask.all.subtracting(.top) == .bottom)
        #expect(CornerMask.all.rawValue == 0b1111)
        #expect(Set([CornerMask.top, [.topRight, .topLeft], .bottom]).count == 2)
    }
}

import CardDeckTesting
import CardDeckViews
import Foundation
import Testing

@MainActor
@Suite("ViewNode geometry, conversion and hit-testing", .isolatedDiagnostics)
struct ViewNodeGeometryTests {
    @Test("frame, bounds and center follow UIKit's rules")
    func frameBoundsCenter() {
        let node = ViewNode(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(node.center == Point(x: 60, y: 45))
        #expect(node.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        node.transform = AffineTransform2D(scaleX: 2, y: 2)
        #expect(node.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(node.bounds.size == Size(width: 100, height: 50))
        node.transform = .identity
        node.frame = Rect(x: 0, y: 0, width: -30, height: 40)  // negative width is standardized
        #expect(node.frame == Rect(x: -30, y: 0, width: 30, height: 40))
    }

    @Test("Bad geometry is ignored with a warning; alpha is clamped")
    func badInput() {
        let node = ViewNode(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let before = Diagnostics.warnings.count
        node.frame = Rect(x: .nan, y: 0, width: 10, height: 10)
        node.center = Point(x: .infinity, y: 0)
        node.bounds = Rect(x: 0, y: 0, width: .nan, height: 1)
        node.alpha = .nan
        node.cornerRadius = -.infinity
        #expect(node.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Diagnostics.warnings.count == before + 5)
        node.alpha = 7
        #expect(node.alpha == 1)
        node.alpha = -2
        #expect(node.alpha == 0)
        node.cornerRadius = -4
        #expect(node.cornerRadius == 0)
        #expect(ViewNode(frame: Rect(x: .nan, y: 0, width: 1, height: 1)).frame == .zero)
    }

    @Test("Points convert through translated, scaled and rotated ancestors and back")
    func conversion() {
        let window = Window(size: Size(width: 400, height: 800))
        let outer = ViewNode(frame: Rect(x: 100, y: 200, width: 200, height: 100))
        outer.transform = AffineTransform2D(rotationAngle: .pi / 2)
        let inner = ViewNode(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        inner.transform = AffineTransform2D(scaleX: 2, y: 2)
        window.root.addSubview(outer)
        outer.addSubview(inner)
        // inner's centre (20, 20) in outer is (−80, −30) from outer's centre (200, 250);
        // a quarter turn clockwise maps (x, y) to (−y, x): (30, −80) → window (230, 170).
        let centre = inner.convert(Point(x: 10, y: 10), to: nil)
        #expect(abs(centre.x - 230) < 1e-9 && abs(centre.y - 170) < 1e-9)
        // One point right of inner's centre is two points (scaled) right in outer, which the
        // rotation turns into two points down in the window.
        let right = inner.convert(Point(x: 11, y: 10), to: nil)
        #expect(abs(right.x - 230) < 1e-9 && abs(right.y - 172) < 1e-9)
        for point in [Point(x: 0, y: 0), Point(x: 3.5, y: -7), Point(x: 20, y: 20)] {
            let there = inner.convert(point, to: window.root)
            let back = inner.convert(there, from: window.root)
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
        let sibling = ViewNode(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.root.addSubview(sibling)
        let inSibling = inner.convert(Point(x: 10, y: 10), to: sibling)
        #expect(abs(inSibling.x - 230) < 1e-9 && abs(inSibling.y - 170) < 1e-9)
        let rect = inner.convert(Rect(x: 0, y: 0, width: 20, height: 20), to: nil)
        #expect(abs(rect.width - 40) < 1e-9 && abs(rect.height - 40) < 1e-9)
    }

    @Test("Hit-testing finds the front-most eligible node through transforms and clipping")
    func hitTesting() {
        let window = Window(size: Size(width: 400, height: 800))
        let back = ViewNode(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        back.accessibilityIdentifier = "back"
        let card = ViewNode(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        card.accessibilityIdentifier = "card"
        card.transform = AffineTransform2D(scaleX: 0.5, y: 0.5)  // presented 150…250
        let overflow = ViewNode(frame: Rect(x: 150, y: 0, width: 100, height: 50))
        overflow.accessibilityIdentifier = "overflow"  // sticks out of the card on the right
        window.root.addSubview(back)
        window.root.addSubview(card)
        card.addSubview(overflow)

        func hit(_ x: Double, _ y: Double) -> String? {
            window.hitTest(Point(x: x, y: y))?.accessibilityIdentifier
        }
        #expect(hit(200, 200) == "card")
        #expect(hit(120, 120) == "back")  // inside the unscaled frame, outside the scaled card
        // Outside the card: as in UIKit, its protruding subview is not hit there, clipped or
        // not (`point(inside:)` is checked first).
        #expect(hit(260, 160) == "back")
        #expect(hit(240, 160) == "overflow")  // the part inside the card
        card.clipsToBounds = true
        #expect(hit(260, 160) == "back")
        card.clipsToBounds = false
        overflow.isHidden = true
        #expect(hit(240, 160) == "card")
        overflow.isHidden = false
        overflow.alpha = 0.005
        #expect(hit(240, 160) == "card")
        overflow.alpha = 1
        card.isUserInteractionEnabled = false
        #expect(hit(240, 160) == "back" && hit(200, 200) == "back")
        card.isUserInteractionEnabled = true
        card.transform = AffineTransform2D(rotationAngle: .pi / 4)
        // The rotated card's corner region at its unrotated top-left is now empty.
        #expect(hit(105, 105) == "back")
        #expect(hit(200, 110) == "card")
        #expect(window.hitTest(Point(x: -5, y: 10)) == nil)
    }

    @Test(
        "a node that takes in its subview's area (point(inside:)) lets the protruding part be hit")
    func enlargedTouchArea() {
        let window = Window(size: Size(width: 400, height: 800))
        let card = TouchAreaNode(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let handle = ViewNode(frame: Rect(x: 75, y: -20, width: 50, height: 50))
        handle.accessibilityIdentifier = "handle"
        card.addSubview(handle)
        card.extra = handle.frame
        window.root.addSubview(card)
        // Above the card's top edge, on the handle's protruding half.
        #expect(window.hitTest(Point(x: 200, y: 90))?.accessibilityIdentifier == "handle")
        card.extra = nil
        #expect(window.hitTest(Point(x: 200, y: 90)) === window.root)
    }
}

/// A node whose touch area also covers `extra` (in its bounds coordinates).
@MainActor
final class TouchAreaNode: ViewNode {
    var extra: Rect?

    override func point(inside point: Point) -> Bool {
        super.point(inside: point) || extra?.contains(point) == true
    }
}

import CardDeckTesting
import CardDeckViews
import CardDeckWeb
import Foundation
import Testing

@Suite("Web style: presented values as CSS", .isolatedDiagnostics)
@MainActor
struct WebStyleTests {
    @Test("a translated node's matrix places its box's top-left at its frame's origin")
    func translation() {
        let node = ViewNode(frame: Rect(x: 20, y: 30, width: 100, height: 60))
        let style = WebStyle(node.presentation)
        #expect(style.matrix == AffineTransform2D(tx: 20, ty: 30))
        #expect(style.size == Size(width: 100, height: 60))
        #expect(style.origin == .zero)
    }

    @Test("a rotated node turns about its centre, as UIKit's transform does")
    func rotation() {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        node.transform = AffineTransform2D(rotationAngle: .pi / 2)
        let style = WebStyle(node.presentation)
        // The box's corners land where the engine's frame says: a 50 × 100 box about (50, 25).
        let corners = [
            Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 50), Point(x: 100, y: 50),
        ]
        .map { style.matrix.apply(to: $0) }
        let frame = node.presentation.frame
        #expect(abs(corners.map(\.x).min()! - frame.minX) < 0.01)
        #expect(abs(corners.map(\.y).max()! - frame.maxY) < 0.01)
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
    }

    @Test("a scrolled node's bounds origin is its children's offset")
    func boundsOrigin() {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        node.bounds.origin = Point(x: 0, y: 40)
        #expect(WebStyle(node.presentation).origin == Point(x: 0, y: 40))
    }

    @Test("corner radii follow the mask, clamped to half the shorter side")
    func radii() {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        node.cornerRadius = 40
        node.maskedCorners = .top
        #expect(
            WebStyle(node.presentation).radii
                == CornerRadii(topLeft: 15, topRight: 15, bottomRight: 0, bottomLeft: 0))
        node.maskedCorners = [.bottomRight]
        node.cornerRadius = 8
        #expect(
            WebStyle(node.presentation).radii
                == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 8, bottomLeft: 0))
    }

    @Test("a clipping node draws no shadow; a shadow's opacity folds into its colour")
    func shadow() {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.shadow = Shadow(color: .black, opacity: 0.5, radius: 6, offset: Point(x: 0, y: 2))
        #expect(
            WebStyle(node.presentation).shadow
                == WebStyle.Shadow(x: 0, y: 2, blur: 6, color: 0x0000_0080))
        node.clipsToBounds = true
        #expect(WebStyle(node.presentation).shadow == nil)
    }

    @Test(
        "non-finite geometry never reaches the page; colours are clamped; invisible ones are none")
    func badValues() {
        let node = ViewNode(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        node.center = Point(x: .nan, y: 3)
        node.backgroundColor = Color(red: 2, green: -1, blue: 0.5, alpha: 1)
        let style = WebStyle(node.presentation)
        #expect(style.matrix.isFinite && style.size.width.isFinite)
        #expect(style.background == 0xFF00_80FF)
        node.backgroundColor = .clear
        #expect(WebStyle(node.presentation).background == nil)
    }

    @Test("each property mask reads the fields it feeds")
    func fieldsOfMask() {
        #expect(WebStyle.Fields(.alpha) == WebStyle.Fields(WebStyle.Field.opacity))
        #expect(WebStyle.Fields(.clipping).contains(.shadow))
        #expect(WebStyle.Fields(.geometry).contains(.radii))
        #expect(WebStyle.Fields(PropertyMask.all) == .all)
        for field in WebStyle.Field.allCases {
            #expect(WebStyle.Field(key: field.key) == field)
        }
    }
}

@Suite("Web patch encoder", .isolatedDiagnostics)
struct WebPatchEncoderTests {
    @Test("numbers in their shortest form, strings escaped, JSON that parses back")
    func encoding() throws {
        var style = WebStyle()
        style.matrix = AffineTransform2D(a: 0.5, tx: 12, ty: -3.25)
        style.text = WebStyle.Text(
            string: "say \"hi\"\\\n\u{1}\u{2028}é😆", fontSize: 17, isBold: true, color: 0x1122_33FF,
            alignment: .trailing)
        let fields = WebStyle.Fields([
            WebStyle.Fields(WebStyle.Field.matrix), WebStyle.Fields(WebStyle.Field.text),
        ])
        let text = WebPatchEncoder.message(
            [.update(id: 7, style: style, fields: fields), .remove(id: 3)], frame: 12)
        #expect(
            text
                == ##"{"t":"patch","f":12,"ops":[["u",7,{"t":[0.5,0,0,1,12,-3.25],"x":["say \"hi\"\\\n\u0001\u2028é😆",17,1,"#112233ff","t"]}],["r",3]]}"##
        )
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let operations = try #require(parsed?["ops"] as? [[Any]])
        let fieldsObject = try #require(operations[0][2] as? [String: Any])
        let label = try #require(fieldsObject["x"] as? [Any])
        #expect(label[0] as? String == "say \"hi\"\\\n\u{1}\u{2028}é😆")
    }
}

import CardDeckMotion
import Testing

/// Exact y(x) of cubic-bezier timing curves to 15 significant digits, with the output of
/// WebKit's solver (epsilon 1e-7) beside it, copied from the project's reference vectors.
struct BezierVector: Sendable, CustomTestStringConvertible {
    let name: String
    let curve: CubicBezierCurve
    let x: Double
    let exact: Double
    let webKit: Double

    var testDescription: String { "\(name) x=\(x)" }
}

extension CubicBezierCurve {
    static let overshoot = CubicBezierCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    static let steep = CubicBezierCurve(x1: 0.9, y1: 0, x2: 0.1, y2: 1)
}

let bezierVectors: [BezierVector] = [
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.01,
        exact: 0.0044878152082479, webKit: 0.004487815207784805
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.1,
        exact: 0.0947963057160433, webKit: 0.09479630571576989
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.25,
        exact: 0.408510591355396, webKit: 0.4085105913555371
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.5,
        exact: 0.802403387584857, webKit: 0.8024033910598437
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.75,
        exact: 0.960458978348974, webKit: 0.9604589783649767
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.9,
        exact: 0.994316477484556, webKit: 0.9943164774961483
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 0.99,
        exact: 0.999946339478909, webKit: 0.99994633947891
    ),
    BezierVector(
        name: "CSS ease = CA default", curve: .default, x: 1,
        exact: 1.0, webKit: 1.0
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.01,
        exact: 0.00018685319546243, webKit: 0.00018685405994760729
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.1,
        exact: 0.0170266096515629, webKit: 0.017026631752235472
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.25,
        exact: 0.0934646507188249, webKit: 0.0934646510311063
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.5,
        exact: 0.315356812572539, webKit: 0.31535673426536154
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.75,
        exact: 0.62186186917489, webKit: 0.621861869174206
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.9,
        exact: 0.839427845762467, webKit: 0.839427844517541
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 0.99,
        exact: 0.983090294666041, webKit: 0.9830902920063469
    ),
    BezierVector(
        name: "CSS ease-in = CA easeIn", curve: .easeIn, x: 1,
        exact: 1.0, webKit: 1.0
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.01,
        exact: 0.0169097053339588, webKit: 0.016909707993653197
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.1,
        exact: 0.160572154237533, webKit: 0.16057215548245898
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.25,
        exact: 0.37813813082511, webKit: 0.378138130825794
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.5,
        exact: 0.684643187427461, webKit: 0.6846432657346383
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.75,
        exact: 0.906535349281175, webKit: 0.9065353489688935
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.9,
        exact: 0.982973390348437, webKit: 0.9829733682477645
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 0.99,
        exact: 0.999813146804538, webKit: 0.9998131459400526
    ),
    BezierVector(
        name: "CSS ease-out = CA easeOut", curve: .easeOut, x: 1,
        exact: 1.0, webKit: 1.0
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.01,
        exact: 0.000189819585207071, webKit: 0.0001898195852066276
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.1,
        exact: 0.0197224535483112, webKit: 0.019722453548276987
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.25,
        exact: 0.12916193104732, webKit: 0.129161931047288
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.5,
        exact: 0.5, webKit: 0.5
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.75,
        exact: 0.87083806895268, webKit: 0.8708380689527122
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.9,
        exact: 0.980277546451689, webKit: 0.9802775464517232
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 0.99,
        exact: 0.999810180414793, webKit: 0.9998101804147934
    ),
    BezierVector(
        name: "CSS ease-in-out = CA easeInEaseOut", curve: .easeInOut, x: 1,
        exact: 1.0, webKit: 1.0
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.01,
        exact: 0.0453247894812902, webKit: 0.045324784688609565
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.1,
        exact: 0.403933041979135, webKit: 0.4039330419543496
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.25,
        exact: 0.816289198692472, webKit: 0.8162891974959756
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.5,
        exact: 1.0874006702187, webKit: 1.08740067022722
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.75,
        exact: 1.05964685996403, webKit: 1.0596468576388547
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.9,
        exact: 1.01261557914609, webKit: 1.0126155788879043
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 0.99,
        exact: 1.00014233956795, webKit: 1.0001423394781552
    ),
    BezierVector(
        name: "overshoot (0.34,1.56,0.64,1)", curve: .overshoot, x: 1,
        exact: 1.0, webKit: 1.0
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0,
        exact: 0.0, webKit: 0.0
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.01,
        exact: 4.16330616927524e-5, webKit: 4.1633061639643794e-05
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.1,
        exact: 0.00466625278977638, webKit: 0.004666251560264398
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.25,
        exact: 0.0372903261801892, webKit: 0.03729032488232691
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.5,
        exact: 0.5, webKit: 0.5
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.75,
        exact: 0.962709673819811, webKit: 0.9627096751176731
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.9,
        exact: 0.995333747210224, webKit: 0.9953337484397355
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 0.99,
        exact: 0.999958366938307, webKit: 0.9999583669383604
    ),
    BezierVector(
        name: "steep (0.9,0,0.1,1)", curve: .steep, x: 1,
        exact: 1.0, webKit: 1.0
    ),
]

import CardDeckMotion
import Testing

/// Position and velocity of springs moving from 0 to 1, checked against a numerical ODE
/// solution to 4e-12, copied from the project's reference vectors.
struct SpringVector: Sendable, CustomTestStringConvertible {
    let name: String
    let spring: Spring
    let initialVelocity: Double
    let time: Double
    let position: Double
    let velocity: Double

    var testDescription: String { "\(name) v0=\(initialVelocity) t=\(time)" }
}

let springVectors: [SpringVector] = [
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0, position: 0.0, velocity: 0.0
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.05, position: 0.140641428256566, velocity: 4.6639424345513
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.1, position: 0.399251267934662, velocity: 5.24640144731433
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.2, position: 0.813403338123451, velocity: 2.79898080135383
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.3, position: 0.980893461692144, velocity: 0.790746760276493
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.5, position: 1.01045057473258, velocity: -0.0807746589106709
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 0.75, position: 0.99998655148479, velocity: -0.00654295675243804
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 0, time: 1.0, position: 0.999932102654948, velocity: 0.000857552281868558
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0, position: 0.0, velocity: 2.0
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.05, position: 0.199710949245124, velocity: 5.19499638963035
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.1, position: 0.465697718497757, velocity: 5.11191375338973
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.2, position: 0.848852844096619, velocity: 2.45941951685929
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.3, position: 0.990908386406213, velocity: 0.627597827881157
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.5, position: 1.00942755172644, velocity: -0.0811067103883192
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 0.75, position: 0.999903683969456, velocity: -0.00484990946667944
    ),
    SpringVector(
        name: "A response=0.5 dampingRatio=0.8",
        spring: Spring(response: 0.5, dampingRatio: 0.8),
        initialVelocity: 2, time: 1.0, position: 0.999942963681477, velocity: 0.00077497307658158
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0, position: 0.0, velocity: 0.0
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.05, position: 0.281597830077975, velocity: 7.69653260746105
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.1, position: 0.618941609178955, velocity: 5.40173147710517
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.2, position: 0.921313968987532, velocity: 1.33038932405312
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.3, position: 0.986399068534425, velocity: 0.245745613381967
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.5, position: 0.999675124446965, velocity: 0.00621106468386226
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 0.75, position: 0.999997482081072, velocity: 4.95788811123583e-5
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 0, time: 1.0, position: 0.999999982401629, velocity: 3.51783016273445e-7
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0, position: 0.0, velocity: 2.0
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.05, position: 0.316689810795816, velocity: 7.66340749633065
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.1, position: 0.643570551392982, velocity: 5.13219353974361
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.2, position: 0.92737981693335, velocity: 1.23367574148637
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.3, position: 0.98751953417345, velocity: 0.226013521377649
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.5, position: 0.99970344350611, velocity: 0.00567458981437247
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 0.75, position: 0.999997708133663, velocity: 4.51458501662379e-5
    ),
    SpringVector(
        name: "B response=0.3 dampingRatio=1.0",
        spring: Spring(response: 0.3, dampingRatio: 1.0),
        initialVelocity: 2, time: 1.0, position: 0.999999984005567, velocity: 3.19794150933762e-7
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0, position: 0.0, velocity: 0.0
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.05, position: 0.300776232407147, velocity: 10.3887149883952
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.1, position: 0.87083745320028, velocity: 10.9305595655978
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.2, position: 1.38157414456115, velocity: -1.1589332576921
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.3, position: 1.00705912495192, velocity: -3.89825005342692
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.5, position: 1.01236579254751, velocity: 1.34505876297494
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 0.75, position: 0.977590127433997, velocity: -0.0547428858736145
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 0, time: 1.0, position: 1.00587769742752, velocity: -0.093571537782834
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0, position: 0.0, velocity: 2.0
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.05, position: 0.370034332329782, velocity: 11.0945815243546
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.1, position: 0.943707850304266, velocity: 10.4601806881574
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.2, position: 1.3738479228432, velocity: -1.84481932963493
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.3, position: 0.981070791262411, velocity: -3.65248496643563
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.5, position: 1.02133285096734, velocity: 1.2306565936816
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 0.75, position: 0.977225174861506, velocity: -0.00627361501670071
    ),
    SpringVector(
        name: "C mass=1 stiffness=300 damping=10",
        spring: Spring(mass: 1, stiffness: 300, damping: 10),
        initialVelocity: 2, time: 1.0, position: 1.00525388717564, velocity: -0.0990888301190269
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0, position: 0.0, velocity: 2.75506488473974e-40
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.05, position: 0.114430256913833, velocity: 3.44280672156971
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.1, position: 0.290825710989389, velocity: 3.40276162898389
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.2, position: 0.570395351178765, velocity: 2.19370049081706
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.3, position: 0.742605812718844, velocity: 1.32036629848349
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.5, position: 0.907764486347596, velocity: 0.473323520423964
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 0.75, position: 0.9744299494508, velocity: 0.131217717580577
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 0, time: 1.0, position: 0.992911329213823, velocity: 0.0363769012851857
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0, position: 0.0, velocity: 2.0
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.05, position: 0.158033913423988, velocity: 3.6484041853197
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.1, position: 0.333922190477061, velocity: 3.27377782581592
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.2, position: 0.59817889246456, velocity: 2.05537185481195
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.3, position: 0.759328447244319, velocity: 1.23474660705838
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.5, position: 0.913759198764485, velocity: 0.442560896422682
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 0.75, position: 0.976091841258314, velocity: 0.122689394752733
    ),
    SpringVector(
        name: "D duration=0.5 bounce=-0.3 (overdamped)",
        spring: Spring(duration: 0.5, bounce: -0.3),
        initialVelocity: 2, time: 1.0, position: 0.993372048050755, velocity: 0.0340126324178165
    ),
]

import BoardloreEngine
import Foundation

/// The control that sets a variant option.
public enum OptionControl: Equatable, Sendable {
    case toggle
    /// A number in a range, with no listed values.
    case stepper(ClosedRange<Int>)
    /// One of the listed values.
    case picker([String])

    public init(for option: OptionDescription) {
        switch option.optionType {
        case .bool:
            self = .toggle
        case .int, .choice:
            if option.values.isEmpty, let min = option.min, let max = option.max, min <= max {
                self = .stepper(Int(min)...Int(max))
            } else {
                self = .picker(option.values)
            }
        }
    }
}

extension OptionControl {
    /// How players read `value` of `option`: the core's label for it in the
    /// current language (`On`, `7×7`, `Pass`), else the value itself. The
    /// form keeps and passes back the value.
    public static func label(of value: String, in option: OptionDescription) -> String {
        guard option.valueLabels.count == option.values.count, let index = option.values.firstIndex(of: value) else {
            return value
        }
        return option.valueLabels[index]
    }
}

/// The core's new-game form (`newGameForm(gameId:playing:defaultLevel:)`),
/// bound to the form's controls by option key.
extension NewGameForm {
    /// Option `key`'s value, as the core writes it (`7`, `pass`).
    public subscript(text key: String) -> String {
        get { options.first { $0.key == key }?.value ?? "" }
        set {
            if let index = options.firstIndex(where: { $0.key == key }) { options[index].value = newValue }
        }
    }

    /// A toggle's value: the core writes a flag `true` or `false`.
    public subscript(flag key: String) -> Bool {
        get { self[text: key] == "true" }
        set { self[text: key] = String(newValue) }
    }

    /// A stepper's value.
    public subscript(number key: String) -> Int {
        get { Int(self[text: key]) ?? 0 }
        set { self[text: key] = String(newValue) }
    }

    /// The game the form describes, as the core sets it up.
    public var setup: GameSetup { newGameSetup(form: self) }
}

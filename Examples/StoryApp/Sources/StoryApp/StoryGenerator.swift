import Foundation

/// Builds the AI prompt for a story in the family's chosen story language, which is independent of
/// the app's UI language.
struct StoryGenerator {
    var storyLanguage: String

    func prompt(for hero: Hero, minutes: Int) -> String {
        let instruction = String(
            localized: "prompt.story.instruction",
            defaultValue: "Write a gentle bedtime story about \(hero.name) that takes \(minutes) minutes to read.",
            comment: "Instruction sent to the story model; keep the tone calm and child-friendly."
        )
        return instruction
    }

    func failureMessage(_ error: Error) -> String {
        NSLocalizedString("error.generation.failed", value: "The story could not be created. Please try again.",
                          comment: "Shown when story generation fails")
    }
}

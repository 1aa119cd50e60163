import SwiftUI

struct JourneyView: View {
    var minutesRead: Int
    var averageRating: Double
    var streakDays: Int
    var weeklyGoalProgress: Int

    init(minutesRead: Int = 0, averageRating: Double = 0, streakDays: Int = 0, weeklyGoalProgress: Int = 0) {
        self.minutesRead = minutesRead
        self.averageRating = averageRating
        self.streakDays = streakDays
        self.weeklyGoalProgress = weeklyGoalProgress
    }

    var body: some View {
        NavigationStack {
            List {
                Section("This Week") {
                    Text("You read for \(minutesRead) minutes")
                    Text("Reading streak: \(streakDays) days")
                    Text("\(weeklyGoalProgress)% of your weekly goal")
                    Text("Average rating: \(averageRating)")
                        .accessibilityLabel("Average rating " + String(format: "%.1f", averageRating) + " stars")
                    Text("journey.bestStreak \(streakDays)")
                }
            }
            .navigationTitle("Reading Journey")
        }
    }
}

import Phrasebook
import StringCatalog

/// Catalogs shaped like the three seed apps' (InfiniteStories, Peach, AstroSvitla), written as model values.
enum SeedCatalogs {
    /// InfiniteStories: English source; French released; Spanish, German and Italian kept for later.
    static let stories = Fixture.table([
        "home.heroSection.title": Fixture.entry([
            "en": Fixture.text("Your Heroes"), "fr": Fixture.text("Vos héros"), "es": Fixture.text("Tus héroes"),
            "de": Fixture.text("Deine Helden"), "it": Fixture.text("I tuoi eroi"),
        ]),
        "settings.title": Fixture.entry([
            "en": Fixture.text("Settings"), "fr": Fixture.text("Réglages"), "es": Fixture.text("Ajustes"),
            "de": Fixture.text("Einstellungen"), "it": Fixture.text("Impostazioni"),
        ]),
        "error.network": Fixture.entry([
            "en": Fixture.text("Check your connection."), "fr": Fixture.text("Vérifiez votre connexion."),
            "es": Fixture.text("Comprueba tu conexión."),
        ]),
        "prompt.story.instruction": Fixture.entry([
            "en": Fixture.text("Write a gentle bedtime story about %@ that takes %lld minutes to read."),
            "fr": Fixture.text("Écris une douce histoire du soir sur %@ qui se lit en %lld minutes."),
            "es": Fixture.text("Escribe un cuento tranquilo sobre %@ que se lea en %lld minutos."),
            "de": Fixture.text("Schreibe eine sanfte Gutenachtgeschichte über %@, die %lld Minuten dauert."),
            "it": Fixture.text("Scrivi una dolce favola su %@ che si legga in %lld minuti."),
        ]),
    ])

    /// Peach: English and German, cents with plural variations, the app name never translated.
    static let peach = Fixture.table([
        "Settings": Fixture.entry(["de": Fixture.text("Einstellungen")]),
        "Start Training": Fixture.entry(["de": Fixture.text("Training starten")]),
        "Peach": Fixture.entry(["de": Fixture.text("Peach")], shouldTranslate: false),
        "%lld cents": Fixture.entry([
            "en": Fixture.plural([.one: "%lld cent", .other: "%lld cents"]),
            "de": Fixture.plural([.one: "%lld Cent", .other: "%lld Cent"]),
        ]),
        "Mean detection threshold: %lld cents": Fixture.entry([
            "en": Fixture.plural([.one: "Mean detection threshold: %lld cent", .other: "Mean detection threshold: %lld cents"]),
            "de": Fixture.plural([.one: "Mittlere Erkennungsschwelle: %lld Cent", .other: "Mittlere Erkennungsschwelle: %lld Cent"]),
        ]),
        "Developer: %@": Fixture.entry(["de": Fixture.text("Entwickler: %@")]),
        "Duration: %.1fs": Fixture.entry(["de": Fixture.text("Dauer: %.1fs")]),
        "Perceptual profile showing detection thresholds from %@ to %@. Average threshold: %lld cents.": Fixture.entry([
            "de": Fixture.text("Wahrnehmungsprofil mit Erkennungsschwellen von %@ bis %@. Durchschnittliche Schwelle: %lld Cent."),
        ]),
    ])

    /// AstroSvitla: 13 languages at launch, a few strings still missing in some of them.
    static let astro = Fixture.table([
        "settings.title": Fixture.entry([
            "en": Fixture.text("Settings"), "uk": Fixture.text("Налаштування"), "de": Fixture.text("Einstellungen"),
            "fr": Fixture.text("Réglages"), "es": Fixture.text("Ajustes"),
        ]),
        "settings.version": Fixture.entry([
            "en": Fixture.text("Version"), "uk": Fixture.text("Версія"), "de": Fixture.text("Version"),
        ]),
        "report.section.planets": Fixture.entry([
            "en": Fixture.text("Planets"), "uk": Fixture.text("Планети"), "es": Fixture.text("Planetas"),
            "fr": Fixture.text("Planètes"), "de": Fixture.text("", .new),
        ]),
        "report.generated.on": Fixture.entry([
            "en": Fixture.text("Generated on %@"), "uk": Fixture.text("Створено %@"), "fr": Fixture.text("Généré le %@"),
        ]),
        "error.server": Fixture.entry([
            "en": Fixture.text("The server could not be reached."), "uk": Fixture.text("Не вдалося з'єднатися з сервером."),
        ]),
        "Orb: %.2lf°": Fixture.entry(["uk": Fixture.text("Орбіс: %.2lf°"), "de": Fixture.text("Orbis: %.2lf°")]),
    ])

    static let astroLanguages = ["en", "uk", "de", "fr", "es", "pt-BR", "it", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "tr"]
}

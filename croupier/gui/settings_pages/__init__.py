"""The settings dialog's pages (``croupier.gui.settings_dialog``), one module each: the game, look
and sound at the table, the pace and the school database. Each builds its fields, fills them from
``Settings``, says what differs from them and puts its own words in; the dialog around them checks,
saves and locks. Their texts keep the dialog's translation context ("SettingsDialog")."""

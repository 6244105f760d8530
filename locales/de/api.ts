import type { Translation } from '../i18n-types'

export default {
  errors: {
    keyMissing: 'Senden Sie einen API-Schlüssel Ihres Hotels: Authorization: Bearer kyg_…',
    keyUnknown: 'Dieser API-Schlüssel ist nicht gültig.',
    keyRevoked: 'Dieser API-Schlüssel wurde widerrufen.',
    scopeMissing: 'Dieser API-Schlüssel darf das nicht: Ihm fehlt die Berechtigung {scope}.',
    hotelSuspended:
      'Das Hotel dieses API-Schlüssels ist nicht aktiv, daher kann sein Schlüssel nicht verwendet werden.',
    tooManyCalls:
      'Zu viele Aufrufe mit diesem API-Schlüssel. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    tooManyKeys:
      'Ihr Hotel hat bereits {max} aktive API-Schlüssel. Widerrufen Sie einen, bevor Sie einen neuen erstellen.',
    keyNotFound: 'Diesen API-Schlüssel gibt es nicht.',
    nameRequired: 'Geben Sie dem Schlüssel einen Namen, zum Beispiel das System, das ihn verwendet.',
    unknownScope: 'Unbekannte Berechtigung: Verwenden Sie arrivals:write, arrivals:read, search oder webhooks:manage.',
    scopeRequired: 'Wählen Sie mindestens eine Berechtigung.',
    refRequired: 'Geben Sie jeder Reservation ihre Referenz (reservation_ref).',
    emptyBatch: 'Senden Sie mindestens eine Reservation.',
    batchTooLarge: 'Ein Stapel umfasst höchstens {max} Reservationen. Teilen Sie ihn auf mehrere Aufrufe auf.',
    date: 'Geben Sie das Datum als JJJJ-MM-TT an.',
    idempotencyMismatch:
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Verwenden Sie für eine neue Anfrage einen neuen Schlüssel.',
    idempotencyKeyTooLong: 'Der Idempotency-Key ist zu lang (höchstens 200 Zeichen).',
    unknownField: 'Unbekanntes Feld: {fields}. Senden Sie nur die Felder, die die API beschreibt.',
    country: 'Geben Sie das Land als ISO-3166-1-Alpha-2-Code an, zum Beispiel CH oder DE.',
    limit: 'Geben Sie limit als ganze Zahl von 1 bis 1000 an.',
    cursor: 'Dieser Cursor ist ungültig: Senden Sie den next_cursor der vorherigen Seite unverändert.',
    range: 'Der Zeitraum endet, bevor er beginnt: to darf nicht vor from liegen.',
    sandboxFull:
      'Die Sandbox Ihres Hotels enthält bereits {max} Ankünfte. Löschen Sie Testankünfte (DELETE /api/v1/arrivals/…) oder warten Sie deren Abreise ab.',
  },
  settings: {
    title: 'API-Schlüssel',
    intro:
      'Verbinden Sie Ihr Front-Office-System (Property-Management-System): Es übermittelt Ihre Anreisen und sucht Gäste mit einem Schlüssel Ihres Hotels. Jeder Aufruf wird unter dem Namen des Schlüssels protokolliert.',
    docs: 'API-Referenz',
    guide: 'API-Leitfaden (Englisch)',
    name: 'Name',
    namePlaceholder: 'z. B. Mews Rezeption',
    scopes: 'Was der Schlüssel darf',
    scopeArrivalsWrite: 'Anreisen senden und löschen (arrivals:write)',
    scopeArrivalsRead: 'Anreisen und ihre Trefferstufen lesen (arrivals:read)',
    scopeSearch: 'Gäste suchen (search)',
    scopeWebhooksManage: 'Webhooks auflisten, hinzufügen, testen und löschen (webhooks:manage)',
    mode: 'Wo der Schlüssel wirkt',
    modeLive: 'Live: Anreisen, Meldungen und Kontingente Ihres Hotels',
    modeTest:
      'Test (kyg_test_…): eine Sandbox mit fiktiven Meldungen, nichts wird angerechnet, Ihrem Hotel nie angezeigt',
    testBadge: 'Test',
    liveBadge: 'Live',
    create: 'Schlüssel erstellen',
    createdTitle: 'Ihr neuer API-Schlüssel',
    createdText:
      'Kopieren Sie ihn jetzt und hinterlegen Sie ihn in Ihrem System: Er wird nur dieses eine Mal angezeigt.',
    copy: 'Schlüssel kopieren',
    done: 'Ich habe den Schlüssel gespeichert',
    listTitle: 'Ihre Schlüssel',
    empty: 'Noch keine API-Schlüssel.',
    created: 'Erstellt',
    lastUsed: 'Zuletzt verwendet',
    never: 'Nie',
    status: 'Status',
    active: 'Aktiv',
    revoked: 'Widerrufen',
    revoke: 'Widerrufen',
    revokeConfirm: 'Den Schlüssel «{name}» widerrufen? Systeme, die ihn verwenden, funktionieren sofort nicht mehr.',
    revokedToast: 'Der Schlüssel «{name}» wurde widerrufen.',
    createdToast: 'Der Schlüssel «{name}» wurde erstellt.',
  },
} satisfies Translation['api']

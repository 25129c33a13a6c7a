// Support-style questions about the knowledgebase, as customers write them to support: whole
// sentences, their own words for things, a product asked for by what it is used for, a symptom
// described instead of named. Each lists the pages that answer it (any of them in the top three
// counts). Written from the kinds of tickets the docs exist for, before the search was tuned on
// them; tests/content/searchRelevance.test.ts measures them (issue 38).

/** [question, pages that answer it]. */
export const SUPPORT_QUESTIONS: [string, string[]][] = [
  // Getting messages to one's own systems
  [
    'how do I get the messages from my rockblock delivered to my own server',
    ['/iot/rockblock/web-services/integration', '/iot/rockblock/web-services/receiving-mo-message'],
  ],
  [
    'does the webhook retry if my server was down when the message arrived',
    ['/iot/rockblock/web-services/receiving-mo-message', '/iot/rockblock/web-services/integration'],
  ],
  [
    'I keep getting the same message twice on my endpoint',
    ['/iot/rockblock/web-services/receiving-mo-message', '/iot/rockblock/web-services/integration'],
  ],
  [
    'how can I check the webhook request really came from you',
    ['/iot/rockblock/web-services/receiving-mo-message'],
  ],
  [
    'can I send a message to my rockblock from my web application',
    ['/iot/rockblock/web-services/sending-mt-message'],
  ],
  ['how do I forward tracker positions to my own system', ['/software-services/core/api/push-api']],
  [
    'is there a way to get messages over mqtt instead of http',
    ['/software-services/cloudloop/data', '/iot/rockremote/configuration/iot-gateway'],
  ],
  // Products asked for by their use
  ['which tracker should I use for a yacht race', ['/ybtracking/', '/ybtracking/ybrental']],
  ['tracking boats during a sailing race', ['/ybtracking/', '/ybtracking/ybrental']],
  ['can I rent trackers for an event', ['/ybtracking/ybrental']],
  ['tracker for a small aircraft or helicopter', ['/tracking/air/overview']],
  ['hardwired tracker for a truck or vehicle', ['/tracking/fleet/overview']],
  // A fleet operator looking for silent trackers (content60)
  [
    'which of my trackers have not reported in the last 24 hours',
    ['/software-services/core/position-data'],
  ],
  ['handheld tracker with text messaging for hikers', ['/tracking/star/overview']],
  ['send data from a remote sensor with 4-20 mA output', ['/iot/rockblock-rtu/intro']],
  // Failures described in words
  [
    'my rockblock says the session failed, what should I do',
    ['/iot/rockblock/user-manual/adaptive-retry'],
  ],
  [
    'messages are not going out from the modem even though it replies OK',
    ['/iot/rockblock/user-manual/adaptive-retry', '/iot/rockblock/user-manual/transmit-ascii'],
  ],
  [
    'how long should I wait before trying to send again after a failure',
    ['/iot/rockblock/user-manual/adaptive-retry'],
  ],
  ['my tracker has stopped sending positions', ['/tracking/troubleshooting']],
  [
    'the led on the rockfleet keeps flashing red',
    ['/tracking/fleet/faq', '/tracking/troubleshooting'],
  ],
  [
    'rockblock does not respond to anything on the serial port',
    ['/iot/rockblock/electrical/serial-interface', '/iot/rockblock/support/faq'],
  ],
  [
    'why do I only get one bar of signal indoors',
    [
      '/iot/signal_strength',
      '/iot/rockblock/user-manual/signal-strength-check',
      '/iot/rockblock/support/faq',
    ],
  ],
  // Costs and accounts
  [
    'how much does it cost to send a message',
    ['/iot/rockblock/web-services/iridium-contract-costs', '/iot/rockblock/support/faq'],
  ],
  [
    'what is line rental and when am I charged for it',
    [
      '/iot/rockblock/web-services/iridium-contract-costs',
      '/software-services/core/airtime',
      '/ybtracking/yblog/airtime',
    ],
  ],
  ['where can I download my invoices for the yellowbrick', ['/ybtracking/yblog/invoices']],
  [
    'how do I top up credits automatically',
    ['/ybtracking/yblog/settings', '/ybtracking/yblog/credit-usage'],
  ],
  [
    'can I stop paying for a device I no longer use',
    [
      '/software-services/core/airtime',
      '/iot/rockblock/web-services/iridium-contract-costs',
      '/iot/rockblock/web-services/management-system',
    ],
  ],
  // Hardware and setup
  ['what power supply do I need for the rockblock', ['/iot/rockblock/electrical/power-supply']],
  [
    'how many milliamps does the rockblock draw while transmitting',
    ['/iot/rockblock/user-manual/power-consumption', '/iot/rockblock/electrical/power-supply'],
  ],
  ['which wires do I connect to an arduino', ['/iot/rockblock/specification/connectors-wiring']],
  [
    'what baud rate does the rockblock use',
    ['/iot/rockblock/electrical/serial-interface', '/iot/rockblock/support/faq'],
  ],
  [
    'can I use the rockblock inside a building',
    ['/iot/rockblock/support/faq', '/iot/signal_strength'],
  ],
  [
    'how big is a message I can send',
    [
      '/iot/rockblock/support/faq',
      '/iot/rockblock/user-manual/transmit-binary',
      '/iot/rockblock/user-manual/compress-data',
    ],
  ],
  [
    'how do I connect an external antenna to the 9603',
    ['/iot/rockblock/user-manual/9603-antenna-mode'],
  ],
  [
    'how do I set up the rockremote mini over the network',
    ['/iot/rockremote-mini/overview/user-config', '/iot/rockremote-mini/installation'],
  ],
  [
    'what does the rockblock 9704 library do',
    ['/iot/rockblock-9704/examples', '/iot/rockblock-9704/readme'],
  ],
  ['how do I wire my YB3i to the boat instruments', ['/ybtracking/yb3i-nmea']],
  // Tracker use
  [
    'how often does the rockstar report its position',
    [
      '/tracking/star/battery-life',
      '/tracking/common-features/settings',
      '/tracking/star/key-functionality',
    ],
  ],
  [
    'how do I send a text message to the tracker from the website',
    ['/software-services/core/message-centre', '/ybtracking/yblog/messages'],
  ],
  [
    'alert me when the tracker leaves an area',
    ['/software-services/core/geofences/', '/tracking/common-features/alerts'],
  ],
  [
    'who gets notified when someone presses the emergency button',
    [
      '/software-services/core/alerts',
      '/tracking/common-features/alerts',
      '/ybtracking/yblog/contact-list',
    ],
  ],
  [
    'how do I change the reporting interval over the air',
    ['/software-services/core/configuration', '/tracking/common-features/settings'],
  ],
  ['how do I update the firmware on my rockstar', ['/tracking/star/firmware-notes']],
  [
    'how do I pair the app with my tracker over bluetooth',
    ['/software-services/ble-apps/connect', '/ybtracking/yb-connect-guide', '/ble-apps'],
  ],
  ['how do I get an API key to read my positions', ['/software-services/core/api/authentication']],
];

// Activation steps per device family for /activation-helper. Pure data, no React: the page
// renders it and the unit tests check it (at least 3 steps per family, every internal link
// resolves to a doc).
//
// Every figure and name below comes from the fact sheets in shared/content/facts/ (file named in
// each family's comment). Where the facts are silent, the text says so and points the reader to
// the portal or to support, instead of guessing.

/** A run of text: plain, a link (site path or https URL), inline code or bold. */
export type Segment =
  string | { text: string; href: string } | { code: string } | { strong: string };
/** One paragraph. */
export type Rich = Segment[];

export interface CodeSample {
  title: string;
  code: string;
}

export interface Step {
  /** Stable within the family: it is the key of the saved tick. */
  id: string;
  /** The checkbox label. */
  title: string;
  body: Rich[];
  code?: CodeSample;
}

export type FamilyId =
  | 'rockblock-9603'
  | 'rockblock-9704'
  | 'rockblock-pro'
  | 'rockblock-rtu'
  | 'rockremote'
  | 'trackers'
  | 'yb';

export interface Family {
  id: FamilyId;
  /** Radio label. */
  name: string;
  /** One line under the radio label. */
  hint: string;
  /** What the visitor types: the IMEI, or (trackers) the serial number Core uses. */
  identifier: 'imei' | 'serial';
  /** Where to find the identifier, shown under the input. */
  identifierHelp: Rich;
  portal: Rich;
  plan: Rich;
  timing: Rich;
  /** Points to check before relying on this family's steps, and where to check them. */
  unconfirmed: Rich[];
  /** Where to get help with this family. */
  support: { text: string; href: string };
  steps: Step[];
}

const RB_SUPPORT = {
  text: 'Contact Ground Control support',
  href: '/iot/rockblock/support/contact-us',
};
const TRACKING_SUPPORT = { text: 'Tracker support', href: '/tracking/support' };
const CLOUDLOOP_REGISTRATION = 'https://console.cloudloop.com/?Registration';
const IMT_PRICING =
  'https://www.groundcontrol.com/products/iridium-messaging-transport-imt-pricing/';

const subman = (text = 'Subscription Manager') => ({
  text,
  href: '/software-services/cloudloop/subman',
});
const cloudloopData = (text = 'Cloudloop Data') => ({
  text,
  href: '/software-services/cloudloop/data',
});
const contactUs = (text = 'contact support') => ({
  text,
  href: '/iot/rockblock/support/contact-us',
});

// Facts: iot-rockblock-9603.md (management system, contract costs, power supply, serial
// interface, transmit ASCII, signal strength, receive data, receiving MO, sending MT);
// software-core.md (older guide: Core is where RockBLOCK owners bought airtime).
const rockblock9603: Family = {
  id: 'rockblock-9603',
  name: 'RockBLOCK 9603 / 9602 / Plus',
  hint: 'Iridium SBD modems driven by AT commands',
  identifier: 'imei',
  identifierHelp: [
    'The RockBLOCK Management System uses the IMEI to address the modem, and every message delivered to you carries it in the ',
    { code: 'imei' },
    ' field. Read it from the modem with ',
    { text: 'AT+CGSN', href: '/iot/rockblock/user-manual/at-commands#at-cgsn' },
    ', or find it on the label and in your account.',
  ],
  portal: [
    { text: 'RockBLOCK Management System', href: '/iot/rockblock/web-services/management-system' },
    ', the web portal behind your RockBLOCK account.',
  ],
  plan: [
    'Monthly line rental for the device, plus credits: one credit per session for each 50 bytes or part of 50 bytes, and an empty session (a mailbox check) still costs one. Current prices are shown in your account; see ',
    { text: 'Iridium contract costs', href: '/iot/rockblock/web-services/iridium-contract-costs' },
    '.',
  ],
  timing: [
    'Send a test message once line rental shows as active. If the device still cannot send, ',
    contactUs(),
    '.',
  ],
  unconfirmed: [
    [
      'Registering a device needs the registration code supplied with it: look on the device and its packaging, or ',
      contactUs('contact support'),
      '.',
    ],
    [
      'On a Core account, RockBLOCK line rental, credits and delivery addresses are managed in Core rather than in the RockBLOCK management system. If your account is on Core, do these steps there (see ',
      { text: 'Core billing', href: '/software-services/core/billing' },
      '), or contact support.',
    ],
  ],
  support: RB_SUPPORT,
  steps: [
    {
      id: 'account',
      title: 'Create an account in the RockBLOCK Management System',
      body: [
        [
          'Sign up, or log in if you already have an account. The same username and password also authenticate the ',
          { text: 'MT HTTP API', href: '/iot/rockblock/web-services/sending-mt-message' },
          ', so keep them out of source code.',
        ],
      ],
    },
    {
      id: 'register',
      title: 'Add the RockBLOCK to your account with its registration code',
      body: [
        [
          'Register the device so that it is listed in your account. See ',
          { text: 'Set up a new RockBLOCK', href: '/iot/rockblock/web-services/management-system' },
          '.',
        ],
      ],
    },
    {
      id: 'credits',
      title: 'Buy credits',
      body: [
        [
          'Credits pay for every session: one credit for each 50 bytes or part of 50 bytes, and one for a mailbox check that carries no data. The MT API refuses messages with error 13 when the account runs short. See ',
          {
            text: 'Iridium contract costs',
            href: '/iot/rockblock/web-services/iridium-contract-costs',
          },
          '.',
        ],
      ],
    },
    {
      id: 'line-rental',
      title: 'Activate line rental for this device',
      body: [
        [
          'Line rental is charged monthly per device. Without it the device cannot use the network, and the MT API rejects messages to it with error 12 (no line rental).',
        ],
      ],
    },
    {
      id: 'delivery',
      title: 'Add a delivery address to the device’s delivery group',
      body: [
        [
          'Delivery addresses, an email address or a webhook URL, belong to the delivery group, not to the device. For a webhook choose ',
          { code: 'HTTP_POST' },
          ' or ',
          { code: 'HTTP_JSON' },
          '; ',
          { code: 'HTTP_POST_INSECURE' },
          ' skips the certificate check and is for testing only.',
        ],
        [
          'Your server must answer HTTP 200 within 3 s. See ',
          {
            text: 'Receiving MO messages',
            href: '/iot/rockblock/web-services/receiving-mo-message',
          },
          '.',
        ],
      ],
    },
    {
      id: 'power',
      title: 'Wire and power the RockBLOCK',
      body: [
        [
          'Power and serial share one 10-way Molex PicoBlade connector; the minimum wiring is TXD, RXD, 5V and GND. The serial port runs at 19200 baud, 8N1, and every command ends with a carriage return. See ',
          { text: 'Connectors and wiring', href: '/iot/rockblock/specification/connectors-wiring' },
          ' and ',
          { text: 'Serial interface', href: '/iot/rockblock/electrical/serial-interface' },
          '.',
        ],
        [
          'On first power-up the supercapacitor charges and the Iridium module becomes usable after about 10 s. A 9603 Rev F needs a supply that can deliver at least 500 mA; the RockBLOCK Plus takes 9–30 V and has an RS-232 interface. See ',
          { text: 'Power supply', href: '/iot/rockblock/electrical/power-supply' },
          '.',
        ],
      ],
    },
    {
      id: 'signal',
      title: 'Put the antenna under open sky and check the signal',
      body: [
        [
          { code: 'AT+CSQ' },
          ' returns 0–5 bars; 1 bar is the minimum to transmit. Indoors, sessions generally fail. See ',
          {
            text: 'Signal strength check',
            href: '/iot/rockblock/user-manual/signal-strength-check',
          },
          '.',
        ],
      ],
    },
    {
      id: 'send',
      title: 'Send a first test message',
      body: [
        [
          'Load a short text and start a session. The first number of the ',
          { code: '+SBDIX' },
          ' reply is the MO status: 0, 1 or 2 means the message reached the gateway; anything higher means it failed, so wait and retry (see ',
          { text: 'Adaptive retry', href: '/iot/rockblock/user-manual/adaptive-retry' },
          '). The full walk-through is on ',
          { text: 'Transmit ASCII data', href: '/iot/rockblock/user-manual/transmit-ascii' },
          '.',
        ],
      ],
      code: {
        title: 'Sending Hello World (commands, then the modem’s replies)',
        code: 'AT\nOK\nAT&K0\nOK\nAT+SBDWT=Hello World\nOK\nAT+SBDIX\n+SBDIX: 0, 23, 0, 0, 0, 0\nOK',
      },
    },
    {
      id: 'check',
      title: 'Check that the message arrived',
      body: [
        [
          'Open the device’s MO message list in the management system, then check your delivery address. The webhook carries the payload as hex, so “Hello World” arrives as ',
          { code: '48656c6c6f20576f726c64' },
          ', with the same MOMSN as the ',
          { code: '+SBDIX' },
          ' reply.',
        ],
      ],
    },
    {
      id: 'reply',
      title: 'Optional: send a message back and collect it',
      body: [
        [
          'Choose ',
          { strong: 'Send RockBLOCK MT Message' },
          ' on the device menu. Start another session with ',
          { code: 'AT+SBDIX' },
          ', which collects the waiting message (every session costs at least one credit), then read it with ',
          { code: 'AT+SBDRT' },
          '. See ',
          { text: 'Receive data', href: '/iot/rockblock/user-manual/receive-data' },
          '.',
        ],
      ],
    },
  ],
};

// Facts: iot-rockblock-9704.md (provisioning 10–30 min, topics, library calls, hardware
// start-up); power-and-messaging.md (activation in Cloudloop, registration link);
// software-cloudloop.md (Cloudloop for 9704: activation, delivery, prepaid/contract airtime;
// Subscription Manager search by IMEI, Tools > Activate on current plan, network status;
// HTTP destination rules).
const rockblock9704: Family = {
  id: 'rockblock-9704',
  name: 'RockBLOCK 9704',
  hint: 'Iridium IMT modem board, JSPR protocol',
  identifier: 'imei',
  identifierHelp: [
    'Read it from the board with the library call ',
    { code: 'rbGetImei()' },
    '. Cloudloop’s Subscription Manager finds subscribers by IMEI.',
  ],
  portal: [
    'Cloudloop, not the RockBLOCK Management System: activation, delivery destinations and manual MT messages all live there. New customers register at ',
    { text: 'console.cloudloop.com', href: CLOUDLOOP_REGISTRATION },
    '.',
  ],
  plan: [
    'An IMT airtime plan in Cloudloop, prepaid or contract, billed in Cloudloop. Prices are on Ground Control’s ',
    { text: 'IMT pricing page', href: IMT_PRICING },
    '.',
  ],
  timing: [
    'After activation, leave the board powered with a good view of the sky for ',
    { strong: '10–30 minutes' },
    ' so that it collects its provisioning, and again after any plan change. See ',
    { text: 'IMT provisioning', href: '/iot/rockblock-9704/imt' },
    '.',
  ],
  unconfirmed: [
    [
      'Plans differ in the data they include: compare them on the IMT pricing page, or ',
      contactUs('contact support'),
      ' for a recommendation',
      '.',
    ],
  ],
  support: RB_SUPPORT,
  steps: [
    {
      id: 'cloudloop-account',
      title: 'Register for a Cloudloop account, or log in',
      body: [
        [
          'The 9704 is not managed in the old RockBLOCK dashboard. Register at ',
          { text: 'console.cloudloop.com', href: CLOUDLOOP_REGISTRATION },
          '.',
        ],
      ],
    },
    {
      id: 'activate',
      title: 'Activate the board on an IMT plan in Cloudloop',
      body: [
        [
          'In ',
          subman(),
          ', search for the subscriber by IMEI, check the plan on the Contracts tab, then choose ',
          { strong: 'Activate on current plan' },
          ' under Tools. The network status moves from ',
          { code: 'ACTIVATING' },
          ' to ',
          { code: 'ACTIVATED' },
          '; wait for ',
          { code: 'ACTIVATED' },
          ' before you test.',
        ],
      ],
    },
    {
      id: 'destination',
      title: 'Set a delivery destination in Cloudloop Data',
      body: [
        [
          'Add an HTTP webhook (format JSON (Lingo) is recommended; your server must answer HTTP 200 within 5 s) or use MQTT. An existing RockBLOCK webhook integration can keep working with the “legacy RockBLOCK HTTP Post” destination. See ',
          cloudloopData(),
          '.',
        ],
      ],
    },
    {
      id: 'connect',
      title: 'Connect the board and wait for the green RDY LED',
      body: [
        [
          'Over USB-C, use a port that can supply 500 mA (no unpowered hubs). The red PWR LED lights while the supercapacitors charge (about 40 s), then the green RDY LED lights once the module has booted; the USB serial port only appears after RDY. Never connect a host to USB-C and the 16-pin header at the same time. See ',
          { text: 'Installation', href: '/iot/rockblock-9704/installation' },
          '.',
        ],
        [
          'On the 9704-SMA, fit the approved antenna first. See ',
          { text: 'Antenna options', href: '/iot/rockblock-9704/antenna' },
          '.',
        ],
      ],
    },
    {
      id: 'provision',
      title: 'Leave it powered under open sky for 10–30 minutes',
      body: [
        [
          'The board registers with Iridium and collects its provisioning, including the topics it may use. Until then sends fail and the modem can report result code 418 (not provisioned). See ',
          { text: 'IMT', href: '/iot/rockblock-9704/imt' },
          ' and the ',
          { text: 'FAQ', href: '/iot/rockblock-9704/faq' },
          '.',
        ],
      ],
    },
    {
      id: 'library',
      title: 'Install Ground Control’s library',
      body: [
        [
          'The 9704 does not take AT commands; it speaks JSPR through Ground Control’s C, Python or Arduino library. For Python, ',
          { code: 'pip install rockblock9704' },
          '; for Arduino, install “RockBLOCK-9704” from the library manager. See ',
          { text: 'Examples', href: '/iot/rockblock-9704/examples' },
          '.',
        ],
      ],
    },
    {
      id: 'signal',
      title: 'Check the signal',
      body: [
        [{ code: 'rbGetSignal()' }, ' returns 0–5 bars, or −1 on error. Check it before you send.'],
      ],
    },
    {
      id: 'send',
      title: 'Send a test message on the RAW topic (244)',
      body: [
        [
          { code: 'rbSendMessage()' },
          ' sends on the default topic, RAW (244). Give it a timeout of several minutes (the examples use 600 s), then check that the message appears in Cloudloop Data. See the round trip on ',
          { text: 'Examples', href: '/iot/rockblock-9704/examples' },
          '.',
        ],
      ],
    },
    {
      id: 'reply',
      title: 'Reply from Cloudloop and receive it on the board',
      body: [
        [
          'Send an MT message from the Cloudloop web console, or with ',
          { code: 'Data/DoSendImtMessage' },
          ' (payload in Base64, up to 100 kB), and poll for it with ',
          { code: 'rbReceiveMessage()' },
          '. See ',
          { text: 'Sending a message to the board', href: '/iot/rockblock-9704/imt' },
          '.',
        ],
      ],
    },
  ],
};

// Facts: iot-rockblock-pro.md (9704/IMT family, USB-C ports, AT+CGCV, user.cfg, antenna
// options, 5–30 V); software-cloudloop.md (Pro firmware over the air with CDM). Where the Pro
// is activated and how long it takes to provision are NOT in the facts.
const rockblockPro: Family = {
  id: 'rockblock-pro',
  name: 'RockBLOCK Pro',
  hint: 'Enclosed or OEM IMT unit with an AT interface',
  identifier: 'imei',
  identifierHelp: [
    'The IMEI is on the unit’s label; if the label is missing, ',
    contactUs('contact support'),
    ' with the unit’s serial number',
    '.',
  ],
  portal: [
    'Cloudloop: the Pro belongs to the RockBLOCK 9704 (IMT) family, which is activated in Cloudloop, and its firmware is updated over the air with Cloudloop Device Manager. If your Pro is not in your Cloudloop account, ',
    contactUs('contact support'),
    '.',
  ],
  plan: ['An IMT plan, as for the RockBLOCK 9704.'],
  timing: [
    'Allow the time the RockBLOCK 9704 family needs: 10–30 minutes powered under open sky, the first time and after any plan change.',
  ],
  unconfirmed: [
    [
      'The Pro’s AT interface is largely compatible with the RockBLOCK 9602/9603 commands but has differences and extensions of its own: test your send command and delivery path on the bench, and ',
      contactUs('contact Ground Control support'),
      ' if a command behaves differently.',
    ],
  ],
  support: RB_SUPPORT,
  steps: [
    {
      id: 'confirm-activation',
      title: 'Ask Ground Control to activate this IMEI, and where to manage it',
      body: [
        [
          'Give support the IMEI and ask which portal and plan apply to your Pro. See ',
          contactUs('Contact us'),
          '.',
        ],
      ],
    },
    {
      id: 'antenna',
      title: 'Fit or choose the antenna',
      body: [
        [
          'The RockBLOCK Pro has an optional built-in antenna or an SMA connector; the Pro OEM needs an approved combined Iridium + GNSS antenna on its SMA connector. See ',
          { text: 'Antenna', href: '/iot/rockblock-pro/antenna' },
          '.',
        ],
      ],
    },
    {
      id: 'usb',
      title: 'Connect it over USB-C',
      body: [
        [
          'USB-C supplies 5 V, enough for the bench (the DC input takes 5–30 V). The unit appears as two virtual COM ports and a mass-storage drive. See ',
          { text: 'Installation', href: '/iot/rockblock-pro/installation' },
          '.',
        ],
      ],
    },
    {
      id: 'status',
      title: 'Open the status port and note the firmware version',
      body: [['The higher-numbered COM port is a live status page.']],
    },
    {
      id: 'at',
      title: 'Check the AT terminal with AT+CGCV',
      body: [
        [
          'On the lower-numbered COM port, ',
          { code: 'AT+CGCV' },
          ' returns the firmware version; it should match the status page. See ',
          { text: 'Serial API', href: '/iot/rockblock-pro/serial-api' },
          '.',
        ],
      ],
    },
    {
      id: 'provision',
      title: 'Leave it powered under open sky while it collects its provisioning',
      body: [
        [
          'Allow 10–30 minutes, as for the RockBLOCK 9704. Watch the live status page on the higher-numbered USB serial port while you wait.',
        ],
      ],
    },
    {
      id: 'config',
      title: 'Review user.cfg before you change anything',
      body: [
        [
          'Settings live in ',
          { code: 'user.cfg' },
          ' (JSON) on the mass-storage drive. A file with a JSON error makes the unit fall back to its default configuration, so validate it before you drop it on the drive. See ',
          { text: 'Configuration', href: '/iot/rockblock-pro/configuration' },
          '.',
        ],
      ],
    },
    {
      id: 'send',
      title: 'Send a first message from the AT port',
      body: [
        [
          'Use the lower-numbered USB serial port. The AT interface is largely compatible with the RockBLOCK 9602/9603 command set, with some differences and Pro-specific extensions; check that the message reaches your Cloudloop account. The 9603 commands are on ',
          { text: 'AT commands', href: '/iot/rockblock/user-manual/at-commands' },
          '.',
        ],
      ],
    },
  ],
};

// Facts: iot-rockblock-rtu.md (Iridium SBD; works with Cloudloop Subscription Manager and
// Cloudloop Data; 15 s minimum between transmissions; serial API 19200 8N1, R7+WH example,
// needs Unlimited Power); iot-switch-sense.md / software-ble-apps-connect.md (same I/O model,
// app settings mirrored to Cloudloop, default PIN 1234); software-cloudloop.md (Subscription
// Manager, HTTP destinations).
const rockblockRtu: Family = {
  id: 'rockblock-rtu',
  name: 'RockBLOCK RTU',
  hint: 'Rugged remote I/O unit on Iridium SBD',
  identifier: 'imei',
  identifierHelp: [
    'Cloudloop’s Subscription Manager finds subscribers by IMEI. It is on the RTU’s label; if the label is missing, ',
    contactUs('contact support'),
    ' with the unit’s serial number',
    '.',
  ],
  portal: [
    'Cloudloop: ',
    subman(),
    ' for airtime, ',
    cloudloopData(),
    ' to land, store and forward the readings.',
  ],
  plan: [
    'An Iridium SBD plan in Subscription Manager; once the device is active, its Contracts tab shows the plan and its commitment.',
  ],
  timing: [
    'The network status moves from ',
    { code: 'ACTIVATING' },
    ' to ',
    { code: 'ACTIVATED' },
    '; wait for ',
    { code: 'ACTIVATED' },
    ' before you test.',
  ],
  unconfirmed: [
    [
      'Wire power and I/O as the unit’s label shows; if the label is missing, ',
      contactUs('contact support'),
      ' before you connect anything.',
    ],
  ],
  support: RB_SUPPORT,
  steps: [
    {
      id: 'activate',
      title: 'Activate the RTU in Cloudloop Subscription Manager',
      body: [
        [
          'Search for the subscriber by IMEI, check the plan on the Contracts tab, then choose ',
          { strong: 'Activate on current plan' },
          ' under Tools. See ',
          subman(),
          '.',
        ],
      ],
    },
    {
      id: 'destination',
      title: 'Set a delivery destination in Cloudloop Data',
      body: [
        [
          'An HTTP webhook (JSON (Lingo) is the recommended format; answer HTTP 200 within 5 s) or MQTT. See ',
          cloudloopData(),
          '.',
        ],
      ],
    },
    {
      id: 'mount',
      title: 'Mount the unit where the antenna sees open sky, and power it',
      body: [
        [
          'Use the supply range on the unit’s label. See ',
          { text: 'Installation', href: '/iot/rockblock-rtu/installation' },
          ' and ',
          { text: 'Antenna', href: '/iot/rockblock-rtu/antenna' },
          '.',
        ],
      ],
    },
    {
      id: 'configure',
      title: 'Set the channel modes from the Bluetooth app',
      body: [
        [
          'Connect with Ground Control’s Bluetooth app (default PIN ',
          { code: '1234' },
          ') and set each channel’s mode, sample interval and group size. Settings stay on the unit and are mirrored to Cloudloop. See ',
          { text: 'Configuration', href: '/iot/rockblock-rtu/configuration' },
          ' and ',
          { text: 'Connect IoT', href: '/software-services/ble-apps/connect-iot' },
          '.',
        ],
      ],
    },
    {
      id: 'first-message',
      title: 'Trigger a first message and find it in Cloudloop',
      body: [
        [
          'Close a contact on a channel in Digital Input Alert Enabled mode, or wait for the first group of samples. The unit leaves at least 15 s between SBD transmissions. Then look for the message in Cloudloop Data. See ',
          { text: 'Key functionality', href: '/iot/rockblock-rtu/key-functionality' },
          '.',
        ],
      ],
    },
    {
      id: 'serial',
      title: 'Optional: test the serial API from your logger',
      body: [
        [
          'Set ',
          { strong: 'Configure > External Data > Serial Mode' },
          ' to Serial API in the app; the port runs at 19200 baud, 8N1, and the API needs Unlimited Power. The unit answers with an outbound message ID and ',
          { code: 'OK' },
          '. See ',
          { text: 'R7 Serial: Send Data', href: '/iot/rockblock-rtu/serial-api/send-data' },
          '.',
        ],
      ],
      code: {
        title: 'Send “Hello World” as hex, with its checksum (end with CR)',
        code: 'R7+WH=992a48656c6c6f20576f726c64',
      },
    },
  ],
};

// Facts: iot-rockremote.md (Certus terminal, IMT; IoT Gateway from v0.12.0 with Cloudloop MQTT;
// events to CDM when IMT-provisioned; Mini command-response API v0.12.1 at 192.168.250.1;
// ~1 min after sleep-pin wake); iot-antennas.md (>= 10 min powered to register and collect
// provisioning, stated for the Mini and used as the 9770-family rule); software-cloudloop.md
// (CDM, MQTT). Where RockREMOTE airtime is activated is NOT in the facts.
const rockremote: Family = {
  id: 'rockremote',
  name: 'RockREMOTE / RockREMOTE Mini',
  hint: 'Iridium Certus terminals: IMT messaging and IP data',
  identifier: 'imei',
  identifierHelp: [
    'Cloudloop’s Subscription Manager finds subscribers by IMEI. It is on the terminal’s label; if the label is missing, ',
    contactUs('contact support'),
    ' with the serial number (the terminal’s Rock Three Words name)',
    '.',
  ],
  portal: [
    'Cloudloop: messages from the IoT Gateway arrive on Cloudloop’s MQTT broker, and the terminal is managed remotely with ',
    { text: 'Cloudloop Device Manager', href: '/software-services/cloudloop/cdm' },
    '. Airtime is managed in ',
    subman(),
    '.',
  ],
  plan: [
    'An Iridium Certus plan that carries IMT messaging, chosen in Subscription Manager when the subscriber is activated.',
  ],
  timing: [
    'Leave the terminal powered with its antenna in place for ',
    { strong: 'at least 10 minutes' },
    ' so the modem registers and collects its provisioning, including its IMT topics. This figure is Ground Control’s guidance for the RockREMOTE Mini; it is used here for the whole family.',
  ],
  unconfirmed: [
    ['If the terminal is not in your Cloudloop account, ', contactUs('contact support'), '.'],
  ],
  support: RB_SUPPORT,
  steps: [
    {
      id: 'airtime',
      title: 'Confirm the terminal is active on a Certus plan',
      body: [['Check the subscriber in ', subman(), ', or contact support to activate it.']],
    },
    {
      id: 'antenna',
      title: 'Place the Iridium antenna under open sky and connect it',
      body: [
        [
          'Keep its view of the sky clear of buildings and other obstructions. See ',
          { text: 'RockREMOTE antenna', href: '/iot/rockremote/antenna' },
          ' or ',
          { text: '9770 antenna options', href: '/iot/9770-Antenna-Options' },
          ' for the Mini.',
        ],
      ],
    },
    {
      id: 'provision',
      title: 'Power it and leave it for at least 10 minutes',
      body: [
        [
          'The modem registers with Iridium and collects its provisioning; on the Mini, many AT commands do not work until it has. After a wake-up from the sleep pin, a Mini needs about a minute to start and connect. See ',
          { text: 'RockREMOTE installation', href: '/iot/rockremote/installation' },
          ' or ',
          { text: 'Mini installation', href: '/iot/rockremote-mini/installation' },
          '.',
        ],
      ],
    },
    {
      id: 'mini-check',
      title: 'RockREMOTE Mini: check the connection from your computer',
      body: [
        [
          'With firmware v0.12.1 or later the Mini answers plain HTTP on its LAN address (192.168.250.1 by default). ',
          { code: '/api/public/connection' },
          ' returns ',
          { code: 'iridium' },
          ' when connected (',
          { code: 'disconnected' },
          ', or any non-200 reply, means not yet); ',
          { code: '/api/public/signal-strength' },
          ' returns dBm and bars, for example ',
          { code: '-113,4' },
          '. See ',
          { text: 'Command Response API', href: '/iot/rockremote-mini/operation/cmd-resp-API' },
          '.',
        ],
      ],
      code: {
        title: 'Check the Mini',
        code: 'curl http://192.168.250.1/api/public/connection\ncurl http://192.168.250.1/api/public/signal-strength',
      },
    },
    {
      id: 'connection-state',
      title: 'RockREMOTE: check the connection state from Cloudloop Device Manager',
      body: [
        [
          'A connection-state request returns ',
          { code: 'CONNECTED' },
          ', ',
          { code: 'ACTIVE' },
          ' or ',
          { code: 'DISCONNECTED' },
          ' and the transport in use (',
          { code: 'IRIDIUM' },
          ', ',
          { code: 'CELLULAR' },
          ' or ',
          { code: 'WIFI' },
          '). See ',
          { text: 'Operation', href: '/iot/rockremote/operation' },
          '.',
        ],
      ],
    },
    {
      id: 'first-message',
      title: 'Send a first message and see it in Cloudloop',
      body: [
        [
          'RockREMOTE (firmware v0.12.0 or later): publish a small MQTT message to the terminal’s local broker; the IoT Gateway carries it over IMT and it reappears unchanged on Cloudloop’s MQTT broker. See ',
          { text: 'IMT and IoT Gateway', href: '/iot/rockremote/configuration/iot-gateway' },
          '. Alternatively, turn on the Boot event and restart: once IMT is ready the terminal sends its system information to Cloudloop Device Manager (see ',
          { text: 'Unsolicited events', href: '/iot/rockremote/configuration/events' },
          ').',
        ],
        [
          'RockREMOTE Mini: query ',
          { code: '/api/public/connection' },
          ' on the Mini’s address until it answers ',
          { code: 'iridium' },
          ', then send a message from its AT serial port and check that it reaches Cloudloop (see ',
          { text: 'Command Response API', href: '/iot/rockremote-mini/operation/cmd-resp-API' },
          ').',
        ],
      ],
    },
  ],
};

// Facts: tracking.md (roles, RockFLEET Storage/Shipping mode and LED scheme, credit model,
// mailbox checking, configuration from Core or the Connect app); software-core.md (Billing &
// Finance, Billing Settings first, Contract Status, line rental only for periods needed and
// extended by hand, credits pooled, auto top-up, API3 Contract/{deviceSerial}, Message Centre,
// interface map); software-ble-apps-connect.md (Connect app, default PIN 1234).
const trackers: Family = {
  id: 'trackers',
  name: 'RockSTAR / RockAIR / RockFLEET',
  hint: 'Satellite trackers managed in Core',
  identifier: 'serial',
  identifierHelp: [
    'Core identifies trackers by their Ground Control serial number (for example 100039), and every report carries it in the ',
    { code: 'serial' },
    ' field.',
  ],
  portal: [
    'Core: billing, line rental and credits are under ',
    { strong: 'Billing & Finance' },
    ' (cog next to the account name). Settings can be changed over the air from Core, or over Bluetooth with the Connect app.',
  ],
  plan: [
    'Line rental for each tracker, only for the periods you need it, plus credits: one credit per position report, pooled across the account’s trackers. Prices are shown in Core when you buy; see ',
    { text: 'Airtime', href: '/software-services/core/airtime' },
    '.',
  ],
  timing: [
    'Check ',
    { strong: 'Contract Status' },
    ' shows each tracker’s line rental status and the account’s credits.',
  ],
  unconfirmed: [
    [
      'If your trackers are on a Cloudloop account rather than Core, airtime is managed in ',
      subman(),
      ' instead; ',
      { text: 'tracker support', href: '/tracking/support' },
      ' can tell you which applies.',
    ],
  ],
  support: TRACKING_SUPPORT,
  steps: [
    {
      id: 'billing',
      title: 'Fill in Billing Settings in Core',
      body: [
        [
          'Cog next to the account name → ',
          { strong: 'Billing & Finance' },
          ' → ',
          { strong: 'Billing Settings' },
          '. Core will not sell line rental or credits until these details are complete. Customers in the EU choose European Union as Area of Use and can enter a TAX/IVA number. See ',
          { text: 'Billing', href: '/software-services/core/billing' },
          '.',
        ],
      ],
    },
    {
      id: 'line-rental',
      title: 'Buy line rental for this tracker',
      body: [
        [
          'On ',
          { strong: 'Contract Status' },
          ', buy line rental for the period you need. It does not renew by itself: extend it by hand (the billing contact is emailed when an extension is due). A tracker whose line rental lapses is deactivated until it is extended. See ',
          { text: 'Airtime', href: '/software-services/core/airtime' },
          '.',
        ],
      ],
    },
    {
      id: 'credits',
      title: 'Buy credits, or turn on automatic top-ups',
      body: [
        [
          'One credit pays for one position report. Credits are shared by all trackers on the account and expire only after 12 months without use; if they run out, trackers are deactivated until you top up. Mailbox checking (off by default) costs credits like a position report; see ',
          { text: 'Mailbox checking', href: '/tracking/common-features/mailbox-checking' },
          '.',
        ],
      ],
    },
    {
      id: 'wake',
      title: 'RockFLEET only: connect external power to wake it',
      body: [
        [
          'A RockFLEET arrives in Storage/Shipping mode and wakes when external power (8–32 V DC) is applied. On firmware v03.04.29 and later the LED flashes green on external power. See ',
          { text: 'Power modes', href: '/tracking/common-features/power-modes' },
          '.',
        ],
      ],
    },
    {
      id: 'settings',
      title: 'Check the tracker’s settings in Core or the Connect app',
      body: [
        [
          'Change settings over the air from Core (see ',
          { text: 'Configuration', href: '/software-services/core/configuration' },
          '), or over Bluetooth with the Connect app for iOS and Android; the default PIN is ',
          { code: '1234' },
          '. See ',
          { text: 'Connect', href: '/software-services/ble-apps/connect' },
          '.',
        ],
      ],
    },
    {
      id: 'first-report',
      title: 'Take it outdoors and check its first position report in Core',
      body: [
        [
          'Give it a clear view of the sky and wait for a reporting interval. In Core, find the tracker in the left-hand panel under its group and check its latest position on the map. See ',
          { text: 'Interface', href: '/software-services/core/interface' },
          '.',
        ],
      ],
    },
    {
      id: 'message',
      title: 'RockSTAR: send it a test message',
      body: [
        [
          'In Core’s ',
          { text: 'Message Centre', href: '/software-services/core/message-centre' },
          ', compose a message to the tracker; tick ',
          { strong: 'Ack Required?' },
          ' to ask for an acknowledgement. The message list shows the credit cost of each message.',
        ],
      ],
    },
  ],
};

// Facts: ybtracking.md (YB3/YB3i, Credits and Line Rental window: 30-day blocks, never renews,
// Credit Pack, automatic top-ups off by default; YB3i NMEA cable and NMEA Spy; source is older
// Rock Seven guides); software-core.md (Core pairs YB3 with RockSTAR and YB3i with RockFLEET).
const yb: Family = {
  id: 'yb',
  name: 'YB3 / YB3i',
  hint: 'YB Tracking trackers, managed in YBlog',
  identifier: 'serial',
  identifierHelp: [
    'Core, where YB3 and YB3i can also be linked to contacts, identifies trackers by serial number. Use the serial number exactly as your YB account lists it.',
  ],
  portal: [
    'YBlog, YB Tracking’s web app: the ',
    { strong: 'Credits and Line Rental' },
    ' window in the admin area. See ',
    { text: 'YBlog admin', href: '/ybtracking/yblog/admin' },
    '.',
  ],
  plan: [
    'Line rental in 30-day blocks from the day you buy, plus credits from the Credit Pack list. Line rental never renews automatically. See ',
    { text: 'Airtime', href: '/ybtracking/yblog/airtime' },
    '.',
  ],
  timing: [
    'Entering the number of 30-day blocks shows the new end date before you confirm; line rental runs from the day you buy.',
  ],
  unconfirmed: [
    [
      'These steps come from older Rock Seven guides for YB3 and YB3i owners; window names in today’s YBlog may differ. If your tracker is rented, ask YB Tracking.',
    ],
    [
      'Check a YB tracker’s first report on the YBlog map: it appears there once the tracker has sent a position.',
    ],
  ],
  support: TRACKING_SUPPORT,
  steps: [
    {
      id: 'open-window',
      title: 'Log in to YBlog and open the Credits and Line Rental window',
      body: [
        [
          'It is in the admin area. See ',
          { text: 'YBlog admin', href: '/ybtracking/yblog/admin' },
          '.',
        ],
      ],
    },
    {
      id: 'line-rental',
      title: 'Buy line rental for the whole trip, plus spare days',
      body: [
        [
          'Line rental is sold in 30-day blocks from today; if rental is already active, each block adds 30 days. When it expires the tracker stops transmitting, so note the end date. See ',
          { text: 'Airtime', href: '/ybtracking/yblog/airtime' },
          '.',
        ],
      ],
    },
    {
      id: 'credits',
      title: 'Buy a credit pack, or set automatic top-ups',
      body: [
        [
          'Pick a bundle from the Credit Pack list and confirm with Purchase. Automatic top-ups are off by default; set the top-up size, the 30 Day Maximum Spend and the threshold. See ',
          { text: 'Credit usage', href: '/ybtracking/yblog/credit-usage' },
          ' and ',
          { text: 'Settings', href: '/ybtracking/yblog/settings' },
          '.',
        ],
      ],
    },
    {
      id: 'nmea',
      title: 'YB3i with NMEA: wire power and instruments, then check NMEA Spy',
      body: [
        [
          'The NMEA cable takes 9–32 V DC; wire colours depend on the year of purchase. NMEA A and B are not RX and TX: if NMEA Spy in the Connect app shows nothing, swap A and B. See ',
          { text: 'YB3i with NMEA', href: '/ybtracking/yb3i-nmea' },
          '.',
        ],
      ],
    },
    {
      id: 'first-report',
      title: 'Take the tracker outdoors and look for its position in YBlog',
      body: [
        [
          'Give it a clear view of the sky, then look for it on the map (see ',
          { text: 'Maps', href: '/ybtracking/yblog/maps' },
          '). If nothing appears, check line rental and credits, then ',
          { text: 'contact support', href: '/tracking/support' },
          '.',
        ],
      ],
    },
  ],
};

export const FAMILIES: readonly Family[] = [
  rockblock9603,
  rockblock9704,
  rockblockPro,
  rockblockRtu,
  rockremote,
  trackers,
  yb,
];

export function getFamily(id: string | null | undefined): Family | undefined {
  return FAMILIES.find((f) => f.id === id);
}

/** Every link in a family's text, in order (site paths and https URLs). */
export function familyLinks(family: Family): string[] {
  const out: string[] = [];
  const visit = (rich: Rich) => {
    for (const s of rich) if (typeof s === 'object' && 'href' in s) out.push(s.href);
  };
  for (const r of [
    family.identifierHelp,
    family.portal,
    family.plan,
    family.timing,
    ...family.unconfirmed,
  ])
    visit(r);
  out.push(family.support.href);
  for (const step of family.steps) step.body.forEach(visit);
  return out;
}

/** The localStorage key of one device's checklist. */
export function progressKey(family: FamilyId, id: string): string {
  return `activation-helper.${family}.${id}`;
}

/** Where the last device shown is remembered. */
export const LAST_DEVICE_KEY = 'activation-helper.last';

/** Reads a saved checklist: the step ids of this family that were ticked. Tolerates junk. */
export function parseProgress(raw: string | null, family: Family): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const known = new Set(family.steps.map((s) => s.id));
    return [...new Set(value.filter((v): v is string => typeof v === 'string' && known.has(v)))];
  } catch {
    return [];
  }
}

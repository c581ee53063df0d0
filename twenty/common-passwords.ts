/**
 * Very common passwords of eight characters or more (from the public lists of breached passwords,
 * plus obvious ones in the storefront's languages). The embedded API has no internet, so this
 * local list stands in for a breached-password service (OWASP ASVS 2.1.7); compared lower-cased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000', '0987654321', '11111111', '1111111111', '11223344', '12121212', '123123123',
  '12341234', '12344321', '12345678', '123456789', '1234567890', '1234abcd', '1234qwer',
  '123qweasd', '147258369', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx', '1qazxsw2',
  '22222222', '33333333', '44444444', '55555555', '66666666', '77777777', '87654321', '88888888',
  '987654321', '99999999', 'a1234567', 'a1b2c3d4', 'aa123456', 'aa12345678', 'abc12345',
  'abcd1234', 'admin123', 'administrator', 'arsenal1', 'asdf1234', 'asdfasdf', 'asdfghjkl',
  'azerty123', 'azertyuiop', 'babygirl1', 'baseball', 'batman123', 'blink182', 'bonjour1',
  'butterfly', 'camping1', 'camping123', 'changeme', 'changeme1', 'charlie1', 'chelsea1',
  'chocolat', 'christmas', 'computer', 'dragon123', 'football', 'football1', 'hallo123',
  'iloveyou', 'iloveyou1', 'internet', 'jennifer', 'jordan23', 'letmein1', 'letmein123',
  'liverpool', 'lovely123', 'manchester', 'master123', 'michael1', 'monkey123', 'motdepasse',
  'p@ssw0rd', 'p@ssword', 'passw0rd', 'password', 'password!', 'password01', 'password1',
  'password12', 'password123', 'password2', 'passwort', 'passwort1', 'princess', 'q1w2e3r4',
  'q1w2e3r4t5', 'qazwsxedc', 'qweasdzxc', 'qwer1234', 'qwerty12', 'qwerty123', 'qwerty1234',
  'qwertyui', 'qwertyuiop', 'qwertyuiop123', 'secret123', 'soleil123', 'starwars', 'summer2024',
  'summer2025', 'sunflower', 'sunshine', 'superman', 'trustno1', 'urlaub123', 'vacances',
  'vacanze1', 'vakantie1', 'wachtwoord', 'wachtwoord1', 'welcome1', 'welcome123', 'welkom01',
  'welkom123', 'whatever', 'winter2024', 'x123456789', 'zaq12wsx', 'zaq1xsw2', 'zxcvbnm1',
])

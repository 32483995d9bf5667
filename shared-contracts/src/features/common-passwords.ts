// The most used passwords of 6 characters and more (from public breach top lists), lower-cased. Kept small: it
// ships to the browser with the forms. A password equal to one of them (ignoring case) is refused.
const COMMON_PASSWORDS = new Set<string>([
  '123456', 'password', '12345678', 'qwerty', '123456789', '1234567', '111111', '1234567890', '123123',
  'abc123', 'password1', 'iloveyou', '1q2w3e4r', '000000', 'qwerty123', 'zaq12wsx', 'dragon', 'sunshine',
  'princess', 'letmein', '654321', 'monkey', '1qaz2wsx', '123321', 'qwertyuiop', 'superman', 'asdfghjkl',
  'football', 'baseball', 'welcome', 'welcome1', 'admin123', 'shadow', 'master', '666666', 'mustang',
  'michael', '7777777', '121212', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm',
  'asdfgh', 'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'charlie', 'robert',
  'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer', 'michelle',
  'jessica', 'pepper', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777', 'maggie', '159753',
  'aaaaaa', 'ginger', 'joshua', 'cheese', 'amanda', 'summer', 'ashley', 'nicole', 'chelsea', 'biteme',
  'matthew', 'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor', 'matrix', 'minecraft',
  'passw0rd', 'password123', 'password12', 'p@ssw0rd', 'p@ssword', 'qwerty1', 'qwertyu', '1q2w3e',
  '1q2w3e4r5t', '123abc', 'abcdef', 'abcd1234', 'abc12345', 'a123456', '123456a', 'iloveyou1', 'lovely',
  'loveme', 'secret', 'secret123', 'changeme', 'changeme123', 'default', 'letmein1', 'login123', 'admin1',
  'administrator', 'welcome123', 'hello123', 'hello1', 'computer1', 'internet', 'samsung', 'google',
  'liverpool', 'arsenal', 'chelsea1', 'manchester', 'london123', 'england', 'football1', 'baseball1',
  'princess1', 'sunshine1', 'monkey1', 'dragon1', 'master1', 'shadow1', 'superman1', 'batman1', 'whatever',
  'trustme', '11223344', '12341234', '123654', '1234qwer', '12qwaszx', 'qwer1234', 'asdf1234', 'asd123',
  'zxc123', 'q1w2e3r4', 'q1w2e3r4t5', '987654', '7654321', '999999', '888888', '222222', '333333', '444444',
  '101010', '696969', '1111111', '0987654321', '147258369', '159357', '147258', '789456', '789456123',
  '123789', '456789', 'family', 'flower', 'purple', 'orange', 'banana', 'cookie', 'pokemon', 'naruto',
  'jesus1', 'blessed', 'angel1', 'angels', 'butterfly', 'anthony', 'william', 'joseph', 'jasmine', 'justin',
  'nothing', 'renewly', 'renewly1', 'qwerty12', 'qwerty1234', 'password!', 'iloveu', 'baby123', 'letmein123',
  'football12',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

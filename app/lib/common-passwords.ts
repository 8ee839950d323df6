// Passwords refused because attackers try them first. Bundled with the app so
// the check works offline and the same list runs in the browser and on the
// server (see password-policy.ts and docs/decisions/0010-applicant-accounts.md).
//
// Only entries of 10 characters or more are listed: anything shorter is already
// refused by the length rule. The list holds the best-known entries of public
// breach corpora at that length (keyboard walks, digit runs, "password…",
// "iloveyou…", sports teams, cities, brand names) and common words followed by
// the usual suffixes ("123", "!", a year). password-policy.ts adds pattern
// checks that catch variations a fixed list cannot: one repeated character,
// sequences, a common word plus digits or symbols, and the applicant's own name
// or email address. Lower-case; compare after lower-casing the candidate.
//
// To extend it, add words (space- or line-separated); order does not matter.
const list = `
!qaz2wsx#edc 0000000000 0123456789 0147258369 0987654321 1111111111 1122334455 1234512345
1234567890 1234567891 12345678910 123456789a 123456789q 123456qwerty 12345qwert 12345qwerty
1234qwerasdf 1236547890 123qweasdzxc 1357924680 1472583690 147258369a 1597534560 1q2w3e4r5t
1q2w3e4r5t6y 1q2w3e4r5t6y7u8i 1qaz!qaz2wsx@wsx 1qaz2wsx3edc 1qaz2wsx3edc4rfv 1qazxsw23edc
2468013579 3692581470 7418529630 9876543210 987654321a a123456789 a1234567890 a1b2c3d4e5 aa12345678
aaaaaaaaaa abc123123! abc1231234 abc12312345 abc123123456 abc1232023 abc1232024 abc1232025
abc1234567 abc123456789 abc123@123 abcd123456 abcde12345 abcdef1234 abcdefg123 abcdefgh12
abcdefghij access123! access1234 access12345 access123456 access2023 access2024 access2025
access@123 admin12345 admin123456 adminadmin administrator administrator1 africa1234 america123
andrew123! andrew1234 andrew12345 andrew123456 andrew2023 andrew2024 andrew2025 andrew@123
angel12345 angels1234 apple12345 applicant1 arsenal123 asdfgh123! asdfgh1234 asdfgh12345
asdfgh123456 asdfgh2023 asdfgh2024 asdfgh2025 asdfgh@123 asdfghjkl1 asdfghjkl123 asdfghjkl;
ashley123! ashley1234 ashley12345 ashley123456 ashley2023 ashley2024 ashley2025 ashley@123
australia1 autumn2024 avengers123 babygirl123 banana123! banana1234 banana12345 banana123456
banana2023 banana2024 banana2025 banana@123 bangalore1 bangalore123 barcelona1 barcelona123
baseball#1 baseball007 baseball01 baseball1! baseball12 baseball123 baseball123! baseball1234
baseball12345 baseball123456 baseball2023 baseball2024 baseball2025 baseball69 baseball99
baseball@123 basketball basketball1 basketball123 batman123! batman1234 batman12345 batman123456
batman2023 batman2024 batman2025 batman@123 blessed123 blink182blink buster123! buster1234
buster12345 buster123456 buster2023 buster2024 buster2025 buster@123 butterfly1 butterfly123
california canada1234 careers123 changeme#1 changeme007 changeme01 changeme1! changeme12
changeme123 changeme123! changeme1234 changeme12345 changeme123456 changeme2023 changeme2024
changeme2025 changeme69 changeme99 changeme@123 changemenow charlie007 charlie123 charlie123!
charlie1234 charlie12345 charlie123456 charlie2023 charlie2024 charlie2025 charlie@123 chelsea123
chennai123 chocolate1 chocolate123 christ1234 computer#1 computer007 computer01 computer1!
computer12 computer123 computer123! computer1234 computer12345 computer123456 computer2023
computer2024 computer2025 computer69 computer99 computer@123 cookie123! cookie1234 cookie12345
cookie123456 cookie2023 cookie2024 cookie2025 cookie@123 cricket123 cristiano7 daniel123!
daniel1234 daniel12345 daniel123456 daniel2023 daniel2024 daniel2025 daniel@123 default007
default123 default123! default1234 default12345 default123456 default2023 default2024 default2025
default@123 delhi12345 diamond007 diamond123 diamond123! diamond1234 diamond12345 diamond123456
diamond2023 diamond2024 diamond2025 diamond@123 dolphins123 dragon123! dragon1234 dragon12345
dragon123456 dragon2023 dragon2024 dragon2025 dragon@123 dubai12345 elephant123 facebook123
family123! family1234 family12345 family123456 family2023 family2024 family2025 family@123
ferrari123 flower123! flower1234 flower12345 flower123456 flower2023 flower2024 flower2025
flower@123 football#1 football007 football01 football1! football12 football123 football123!
football1234 football12345 football123456 football2023 football2024 football2025 football69
football99 football@123 fortnite123 freedom007 freedom123 freedom123! freedom1234 freedom12345
freedom123456 freedom2023 freedom2024 freedom2025 freedom@123 friday1234 george123! george1234
george12345 george123456 george2023 george2024 george2025 george@123 ginger123! ginger1234
ginger12345 ginger123456 ginger2023 ginger2024 ginger2025 ginger@123 godisgood1 golden123!
golden1234 golden12345 golden123456 golden2023 golden2024 golden2025 golden@123 goodluck123
google1234 guest12345 guest123456 harley123! harley1234 harley12345 harley123456 harley2023
harley2024 harley2025 harley@123 heaven1234 hello12345 hello123456 hellokitty hellokitty1
helloworld helloworld1 helloworld123 hockey123! hockey1234 hockey12345 hockey123456 hockey2023
hockey2024 hockey2025 hockey@123 holiday123 hunter123! hunter1234 hunter12345 hunter123456
hunter2023 hunter2024 hunter2025 hunter@123 hyderabad1 iloveme123 iloveyou#1 iloveyou007 iloveyou01
iloveyou1! iloveyou12 iloveyou123 iloveyou123! iloveyou1234 iloveyou12345 iloveyou123456
iloveyou2023 iloveyou2024 iloveyou2025 iloveyou69 iloveyou99 iloveyou@123 iloveyoubaby
iloveyouforever india12345 indian1234 internet#1 internet007 internet01 internet1! internet12
internet123 internet123! internet1234 internet12345 internet123456 internet2023 internet2024
internet2025 internet69 internet99 internet@123 interview1 iphone1234 ironman123 january2024
jennifer123 jessica007 jessica123 jessica123! jessica1234 jessica12345 jessica123456 jessica2023
jessica2024 jessica2025 jessica@123 jesus12345 jesuschrist jobseeker1 jordan123! jordan1234
jordan12345 jordan123456 jordan2023 jordan2024 jordan2025 jordan2323 jordan@123 juventus123
kenya12345 killer123! killer1234 killer12345 killer123456 killer2023 killer2024 killer2025
killer@123 kolkata123 letmein007 letmein123 letmein123! letmein1234 letmein12345 letmein123456
letmein2023 letmein2024 letmein2025 letmein@123 letmeinnow linkedin123 liverpool1 liverpool123
login12345 login123456 london1234 lovegod123 lovelove123 lovely123! lovely1234 lovely12345
lovely123456 lovely2023 lovely2024 lovely2025 lovely@123 loveyou123 manchester manchester1
manutd1234 marut12345 marut123456 marutdrones master123! master1234 master12345 master123456
master2023 master2024 master2025 master@123 matthew007 matthew123 matthew123! matthew1234
matthew12345 matthew123456 matthew2023 matthew2024 matthew2025 matthew@123 mercedes123 messi12345
michael007 michael123 michael123! michael1234 michael12345 michael123456 michael2023 michael2024
michael2025 michael@123 microsoft1 microsoft123 minecraft1 minecraft123 monday1234 monkey123!
monkey1234 monkey12345 monkey123456 monkey2023 monkey2024 monkey2025 monkey@123 mumbai1234
mustang007 mustang123 mustang123! mustang1234 mustang12345 mustang123456 mustang2023 mustang2024
mustang2025 mustang@123 mypassword mypassword1 mypassword123 nairobi123 naruto1234 newpassword
newpassword1 newpassword123 newyork123 nintendo123 nothing123 orange123! orange1234 orange12345
orange123456 orange2023 orange2024 orange2025 orange@123 p@ssw0rd#1 p@ssw0rd007 p@ssw0rd01
p@ssw0rd1! p@ssw0rd12 p@ssw0rd123 p@ssw0rd123! p@ssw0rd1234 p@ssw0rd12345 p@ssw0rd123456
p@ssw0rd2023 p@ssw0rd2024 p@ssw0rd2025 p@ssw0rd69 p@ssw0rd99 p@ssw0rd@123 p@ssword123 passw0rd#1
passw0rd007 passw0rd01 passw0rd1! passw0rd12 passw0rd123 passw0rd123! passw0rd1234 passw0rd12345
passw0rd123456 passw0rd2023 passw0rd2024 passw0rd2025 passw0rd69 passw0rd99 passw0rd@123 password#1
password007 password01 password1! password11 password12 password123 password123! password1234
password12345 password123456 password2020 password2021 password2022 password2023 password2024
password2025 password69 password99 password@123 passwordpassword pepper123! pepper1234 pepper12345
pepper123456 pepper2023 pepper2024 pepper2025 pepper@123 playstation playstation1 playstation2
pokemon123 pokemon1234 princess#1 princess007 princess01 princess1! princess12 princess123
princess123! princess1234 princess12345 princess123456 princess2023 princess2024 princess2025
princess69 princess99 princess@123 pune123456 purple123! purple1234 purple12345 purple123456
purple2023 purple2024 purple2025 purple@123 q123456789 qazwsx123! qazwsx1234 qazwsx12345
qazwsx123456 qazwsx2023 qazwsx2024 qazwsx2025 qazwsx@123 qazwsxedc123 qazwsxedcrfv qqqqqqqqqq
qweasdzxc123 qwer1234asdf qwerty123! qwerty1234 qwerty12345 qwerty123456 qwerty2023 qwerty2024
qwerty2025 qwerty@123 qwertyqwerty qwertyuiop qwertyuiop1 qwertyuiop123 rainbow123 ranger123!
ranger1234 ranger12345 ranger123456 ranger2023 ranger2024 ranger2025 ranger@123 realmadrid
realmadrid1 recruiter1 resume1234 robert123! robert1234 robert12345 robert123456 robert2023
robert2024 robert2025 robert@123 roblox12345 ronaldo123 root123456 rootroot123 sachin1234
samsung123 samsung1234 secret123! secret1234 secret12345 secret123456 secret2023 secret2024
secret2025 secret@123 shadow123! shadow1234 shadow12345 shadow123456 shadow2023 shadow2024
shadow2025 shadow@123 silver123! silver1234 silver12345 silver123456 silver2023 silver2024
silver2025 silver@123 soccer123! soccer1234 soccer12345 soccer123456 soccer2023 soccer2024
soccer2025 soccer@123 spiderman1 spiderman123 spring2024 starwars#1 starwars007 starwars01
starwars1! starwars12 starwars123 starwars123! starwars1234 starwars12345 starwars123456
starwars2023 starwars2024 starwars2025 starwars69 starwars99 starwars@123 strawberry strawberry1
summer123! summer1234 summer12345 summer123456 summer2023 summer2024 summer2025 summer@123
sunshine#1 sunshine007 sunshine01 sunshine1! sunshine12 sunshine123 sunshine123! sunshine1234
sunshine12345 sunshine123456 sunshine2023 sunshine2024 sunshine2025 sunshine69 sunshine99
sunshine@123 superman#1 superman007 superman01 superman1! superman12 superman123 superman123!
superman1234 superman12345 superman123456 superman2023 superman2024 superman2025 superman69
superman99 superman@123 sweetheart sweetheart1 tanzania123 test123456 test1234567 testing123
testtest123 thomas123! thomas1234 thomas12345 thomas123456 thomas2023 thomas2024 thomas2025
thomas@123 tigers1234 trinity123 trustno007 trustno123 trustno123! trustno1234 trustno12345
trustno123456 trustno1trustno1 trustno2023 trustno2024 trustno2025 trustno@123 user123456
vacation123 weekend123 welcome007 welcome123 welcome123! welcome1234 welcome12345 welcome123456
welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025 welcome@123 whatever#1
whatever007 whatever01 whatever1! whatever12 whatever123 whatever123! whatever1234 whatever12345
whatever123456 whatever2023 whatever2024 whatever2025 whatever69 whatever99 whatever@123 winter123!
winter1234 winter12345 winter123456 winter2023 winter2024 winter2025 winter@123 xbox360360
yamaha1234 zaq12wsxcde3 zaq1xsw2cde3 zaq1zaq1zaq1 zxcvbn123! zxcvbn1234 zxcvbn12345 zxcvbn123456
zxcvbn2023 zxcvbn2024 zxcvbn2025 zxcvbn@123 zxcvbnm123 zzzzzzzzzz
`;

/** The bundled list, lower-cased. */
export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean));

/**
 * Words that make a weak password however many digits or symbols follow them
 * ("Password2024!", "welcome@123"). Checked after stripping trailing digits and
 * symbols.
 */
export const commonPasswordBases: ReadonlySet<string> = new Set(
  `password passw0rd p@ssw0rd p@ssword qwerty qwertyuiop iloveyou welcome letmein admin administrator monkey dragon
  sunshine football baseball basketball princess michael superman batman shadow master starwars whatever freedom
  trustno charlie jordan secret summer winter spring autumn computer internet hunter ranger buster soccer hockey
  killer george harley andrew thomas jessica daniel robert matthew ashley login access flower cookie pepper ginger
  orange banana purple silver golden diamond mustang qazwsx asdfgh asdfghjkl zxcvbn zxcvbnm hello helloworld lovely
  family changeme default guest user test testing root marut careers pokemon liverpool chelsea arsenal barcelona
  manchester cricket india chocolate butterfly sweetheart`
    .split(/\s+/)
    .filter(Boolean),
);

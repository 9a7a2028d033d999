import type { NotesDocument } from './books.pdf.js';

/** The demo shelf: study notes for the six semesters of an engineering degree, and two for any semester. */
export const DEMO_NOTES: NotesDocument[] = [
  // Semester 1
  {
    semester: 1,
    subject: 'Engineering Mathematics I',
    title: 'Calculus Made Simple',
    author: 'Dr. Meera Krishnan',
    sections: [
      {
        heading: 'Limits and continuity',
        body: 'A limit describes the value a function approaches as its input approaches a point. A function is continuous at a point when the limit exists and equals the value of the function there.\nUse the standard limits sin(x)/x -> 1 and (1 + 1/n)^n -> e as building blocks for harder problems.',
      },
      {
        heading: 'Differentiation',
        body: 'The derivative measures the rate of change. Learn the product, quotient and chain rules until they are automatic.\nApplications: tangents and normals, maxima and minima, and the mean value theorems of Rolle and Lagrange.',
      },
      {
        heading: 'Partial derivatives',
        body: "For a function of two variables, differentiate with respect to one while holding the other constant. Euler's theorem on homogeneous functions saves time in exam questions.",
      },
    ],
  },
  {
    semester: 1,
    subject: 'Engineering Physics',
    title: 'Optics and Lasers: Short Notes',
    author: 'Prof. Arjun Sethi',
    sections: [
      {
        heading: 'Interference',
        body: "Two coherent sources produce bright and dark fringes. In Young's double slit, fringe width equals lambda times D divided by d.\nNewton's rings give a way to measure the wavelength of light and the radius of curvature of a lens.",
      },
      {
        heading: 'Diffraction',
        body: 'Light bends around obstacles comparable to its wavelength. A grating with N lines per metre gives maxima where d sin(theta) = n lambda.',
      },
      {
        heading: 'Lasers',
        body: 'Population inversion and stimulated emission produce coherent, monochromatic light. Compare the ruby, He-Ne and semiconductor lasers by their pumping method and output.',
      },
    ],
  },
  {
    semester: 1,
    subject: 'Programming in C',
    title: 'C Programming from Scratch',
    author: 'Ritika Sharma',
    sections: [
      {
        heading: 'Variables and types',
        body: 'C has int, char, float and double, with short and long modifiers. Always initialise variables: an uninitialised local holds garbage.',
      },
      {
        heading: 'Control flow',
        body: 'if, else, switch, for, while and do-while. A for loop is best when you know how many times to repeat; while when you wait for a condition.',
      },
      {
        heading: 'Functions and pointers',
        body: "Arguments are passed by value. To change a caller's variable, pass its address and write through the pointer.\nArrays decay to pointers when passed to functions, so pass the length separately.",
      },
    ],
  },
  {
    semester: 1,
    subject: 'Basic Electrical Engineering',
    title: 'DC and AC Circuits',
    author: 'Er. Vikram Nair',
    sections: [
      {
        heading: "Ohm's and Kirchhoff's laws",
        body: 'V = IR. The current law: currents into a node sum to zero. The voltage law: voltages around a loop sum to zero. Mesh and nodal analysis follow from them.',
      },
      {
        heading: 'Network theorems',
        body: 'Thevenin, Norton and superposition reduce a complex network to a simple one. Maximum power transfer happens when the load equals the Thevenin resistance.',
      },
      {
        heading: 'AC fundamentals',
        body: 'RMS value, phase, impedance and power factor. In a series RLC circuit resonance occurs when the inductive and capacitive reactances are equal.',
      },
    ],
  },
  {
    semester: 1,
    subject: 'Engineering Graphics',
    title: 'Engineering Drawing Handbook',
    author: 'Prof. Sunil Patil',
    sections: [
      {
        heading: 'Projections of points and lines',
        body: 'First angle projection places the object between the observer and the plane. Locate each point in the front and top views before joining the lines.',
      },
      {
        heading: 'Projections of solids',
        body: 'Prisms, pyramids, cylinders and cones, resting on the ground in simple and inclined positions. Draw the simple position first, then tilt.',
      },
      {
        heading: 'Isometric views',
        body: 'Use the isometric scale for true isometric projection. Circles become ellipses drawn by the four-centre method.',
      },
    ],
  },
  {
    semester: 1,
    subject: 'Communication Skills',
    title: 'Speak and Write with Confidence',
    author: 'Ananya Bose',
    sections: [
      {
        heading: 'Listening',
        body: 'Active listening means paraphrasing what you heard before you answer. Most misunderstandings in group projects start with a message that nobody checked.',
      },
      {
        heading: 'Writing emails',
        body: 'Subject line that says what you need, one idea per paragraph, a clear request at the end. Read it aloud once before you send it.',
      },
      {
        heading: 'Presentations',
        body: 'Open with the conclusion, support it with three points, and close by repeating it. Rehearse with a timer.',
      },
    ],
  },
  // Semester 2
  {
    semester: 2,
    subject: 'Engineering Mathematics II',
    title: 'Linear Algebra Essentials',
    author: 'Dr. Meera Krishnan',
    sections: [
      {
        heading: 'Matrices and rank',
        body: 'Row reduce to echelon form; the number of non-zero rows is the rank. A system Ax = b is consistent when the rank of A equals the rank of the augmented matrix.',
      },
      {
        heading: 'Eigenvalues',
        body: 'Solve det(A - lambda I) = 0. The Cayley-Hamilton theorem says every matrix satisfies its own characteristic equation, which gives the inverse quickly.',
      },
      {
        heading: 'Differential equations',
        body: 'First order linear equations use an integrating factor. For constant-coefficient equations, find the complementary function and a particular integral.',
      },
    ],
  },
  {
    semester: 2,
    subject: 'Engineering Chemistry',
    title: 'Chemistry for Engineers',
    author: 'Dr. Farah Khan',
    sections: [
      {
        heading: 'Water technology',
        body: 'Hardness is caused by calcium and magnesium salts. The EDTA method measures it; ion exchange and reverse osmosis remove it.',
      },
      {
        heading: 'Electrochemistry and corrosion',
        body: 'The Nernst equation relates electrode potential to concentration. Corrosion is prevented by galvanising, cathodic protection and coatings.',
      },
      {
        heading: 'Polymers',
        body: 'Addition and condensation polymerisation. Compare thermoplastics and thermosets by how they behave when heated again.',
      },
    ],
  },
  {
    semester: 2,
    subject: 'Data Structures',
    title: 'Data Structures Using C',
    author: 'Ritika Sharma',
    sections: [
      {
        heading: 'Arrays and linked lists',
        body: 'Arrays give constant-time indexing; linked lists give constant-time insertion once you hold the node. Draw the pointers before you code.',
      },
      {
        heading: 'Stacks and queues',
        body: 'A stack is last in, first out: function calls, undo, expression evaluation. A queue is first in, first out: scheduling and breadth-first search.',
      },
      {
        heading: 'Trees',
        body: 'A binary search tree keeps smaller keys on the left. In-order traversal visits keys in sorted order. Balance matters: a skewed tree is a linked list.',
      },
    ],
  },
  {
    semester: 2,
    subject: 'Basic Electronics',
    title: 'Diodes and Transistors',
    author: 'Er. Kavya Reddy',
    sections: [
      {
        heading: 'PN junction diode',
        body: 'Forward bias narrows the depletion region and current flows; reverse bias widens it. Rectifiers use diodes to turn AC into pulsating DC.',
      },
      {
        heading: 'Zener diode',
        body: 'Operated in reverse breakdown, a Zener holds a nearly constant voltage and works as a simple regulator.',
      },
      {
        heading: 'BJT basics',
        body: 'Common emitter, common base and common collector configurations. The common emitter amplifier is the one you will meet most.',
      },
    ],
  },
  {
    semester: 2,
    subject: 'Engineering Mechanics',
    title: 'Statics and Dynamics Notes',
    author: 'Prof. Sunil Patil',
    sections: [
      {
        heading: 'Equilibrium',
        body: 'Sum of forces and sum of moments are zero. Draw a free body diagram for every problem, even the easy ones.',
      },
      {
        heading: 'Friction',
        body: 'Limiting friction equals mu times the normal reaction. Ladder and wedge problems combine friction with moments.',
      },
      {
        heading: 'Kinematics',
        body: 'Use the equations of motion for constant acceleration. For projectiles treat horizontal and vertical motion separately.',
      },
    ],
  },
  {
    semester: 2,
    subject: 'Environmental Studies',
    title: 'Environment and Sustainability',
    author: 'Dr. Farah Khan',
    sections: [
      {
        heading: 'Ecosystems',
        body: 'Producers, consumers and decomposers. Energy flows one way through a food chain while nutrients cycle.',
      },
      {
        heading: 'Pollution',
        body: 'Air, water, soil and noise pollution: their sources, effects and control. Know the main Indian acts on air and water.',
      },
      {
        heading: 'Sustainable development',
        body: 'Meeting present needs without harming future generations. Rainwater harvesting and solar power are examples you can cite.',
      },
    ],
  },
  // Semester 3
  {
    semester: 3,
    subject: 'Discrete Mathematics',
    title: 'Discrete Mathematics for Computing',
    author: 'Dr. Rahul Verma',
    sections: [
      {
        heading: 'Logic and proofs',
        body: 'Propositions, truth tables and quantifiers. Proof by contradiction and by induction appear in almost every paper.',
      },
      {
        heading: 'Sets, relations and functions',
        body: 'A relation is an equivalence when it is reflexive, symmetric and transitive. Partial orders are drawn as Hasse diagrams.',
      },
      {
        heading: 'Graph theory',
        body: 'Euler paths use every edge once; Hamiltonian paths visit every vertex once. Trees with n vertices have n - 1 edges.',
      },
    ],
  },
  {
    semester: 3,
    subject: 'Object Oriented Programming',
    title: 'Object Oriented Programming in Java',
    author: 'Neha Gupta',
    sections: [
      {
        heading: 'Classes and objects',
        body: 'A class is a blueprint; an object is an instance. Constructors set up a valid object, so no method ever sees a half-built one.',
      },
      {
        heading: 'Inheritance and polymorphism',
        body: 'A subclass extends a superclass and may override its methods. Prefer composition when the relation is not truly is-a.',
      },
      {
        heading: 'Exceptions',
        body: 'Checked exceptions must be declared or handled. Catch only what you can recover from, and always release resources with try-with-resources.',
      },
    ],
  },
  {
    semester: 3,
    subject: 'Digital Logic Design',
    title: 'Digital Logic and Circuits',
    author: 'Er. Kavya Reddy',
    sections: [
      {
        heading: 'Number systems',
        body: "Binary, octal and hexadecimal. Two's complement represents negative numbers so that addition works unchanged.",
      },
      {
        heading: 'Boolean algebra and K-maps',
        body: "Simplify expressions with De Morgan's laws, then with Karnaugh maps for up to four variables. Group ones in powers of two.",
      },
      {
        heading: 'Sequential circuits',
        body: 'Flip-flops store one bit. Counters and shift registers are built from them; draw the timing diagram to check.',
      },
    ],
  },
  {
    semester: 3,
    subject: 'Computer Organisation',
    title: 'Computer Organisation and Architecture',
    author: 'Prof. Arjun Sethi',
    sections: [
      {
        heading: 'Instruction cycle',
        body: 'Fetch, decode, execute and store. Addressing modes decide where an operand comes from: immediate, direct, indirect or register.',
      },
      {
        heading: 'Memory hierarchy',
        body: 'Registers, cache, main memory and disk trade speed for size. Locality of reference is why caches work.',
      },
      {
        heading: 'Pipelining',
        body: 'Overlapping stages raises throughput. Hazards (structural, data and control) stall the pipeline; forwarding removes many data hazards.',
      },
    ],
  },
  {
    semester: 3,
    subject: 'Probability and Statistics',
    title: 'Probability and Statistics Notes',
    author: 'Dr. Rahul Verma',
    sections: [
      { heading: 'Probability basics', body: "Conditional probability and Bayes' theorem. Independence means P(A and B) = P(A) P(B)." },
      {
        heading: 'Distributions',
        body: 'Binomial for counts of successes, Poisson for rare events, normal for sums of many small effects.',
      },
      {
        heading: 'Correlation and regression',
        body: 'Correlation measures linear association; regression predicts one variable from another. Correlation is not causation.',
      },
    ],
  },
  {
    semester: 3,
    subject: 'Data Structures',
    title: 'Advanced Data Structures',
    author: 'Ritika Sharma',
    sections: [
      {
        heading: 'Heaps',
        body: 'A binary heap keeps the smallest (or largest) key at the root. Insert and remove-min take logarithmic time; heapsort follows.',
      },
      {
        heading: 'Hashing',
        body: 'A hash function maps keys to buckets. Handle collisions by chaining or open addressing, and keep the load factor low.',
      },
      {
        heading: 'Graphs',
        body: 'Adjacency lists for sparse graphs, matrices for dense ones. BFS finds shortest paths in unweighted graphs; Dijkstra in weighted ones.',
      },
    ],
  },
  // Semester 4
  {
    semester: 4,
    subject: 'Design and Analysis of Algorithms',
    title: 'Algorithms: Design and Analysis',
    author: 'Dr. Rahul Verma',
    sections: [
      {
        heading: 'Asymptotic notation',
        body: 'Big O bounds growth from above, Omega from below, Theta from both. Solve recurrences with the master theorem.',
      },
      {
        heading: 'Divide and conquer, greedy',
        body: 'Merge sort and quick sort divide the problem. Greedy choices work when a problem has the greedy-choice property, as in Huffman coding.',
      },
      {
        heading: 'Dynamic programming',
        body: 'Overlapping subproblems and optimal substructure. Knapsack, longest common subsequence and matrix chain multiplication are the classics.',
      },
    ],
  },
  {
    semester: 4,
    subject: 'Operating Systems',
    title: 'Operating Systems Concepts',
    author: 'Neha Gupta',
    sections: [
      {
        heading: 'Processes and scheduling',
        body: 'A process is a program in execution. Compare FCFS, SJF, priority and round robin by waiting time and fairness.',
      },
      {
        heading: 'Synchronisation and deadlock',
        body: 'Semaphores and mutexes protect critical sections. A deadlock needs mutual exclusion, hold and wait, no preemption and circular wait.',
      },
      {
        heading: 'Memory management',
        body: "Paging removes external fragmentation. Page replacement: FIFO, LRU and optimal; watch for Belady's anomaly with FIFO.",
      },
    ],
  },
  {
    semester: 4,
    subject: 'Database Management Systems',
    title: 'DBMS Complete Notes',
    author: 'Sanjay Kulkarni',
    sections: [
      {
        heading: 'ER model and relational model',
        body: 'Entities, attributes and relationships become tables. A primary key identifies a row; a foreign key links tables.',
      },
      { heading: 'SQL', body: 'SELECT with JOIN, GROUP BY and HAVING. Write the FROM and WHERE first, then what you select.' },
      {
        heading: 'Normalisation and transactions',
        body: 'First, second, third and Boyce-Codd normal forms remove redundancy. Transactions are atomic, consistent, isolated and durable.',
      },
    ],
  },
  {
    semester: 4,
    subject: 'Theory of Computation',
    title: 'Automata and Formal Languages',
    author: 'Dr. Rahul Verma',
    sections: [
      {
        heading: 'Finite automata',
        body: 'DFAs and NFAs accept the same languages: the regular languages. Convert an NFA to a DFA with the subset construction.',
      },
      {
        heading: 'Context-free grammars',
        body: 'Pushdown automata accept context-free languages. Remove ambiguity before building a parser.',
      },
      { heading: 'Turing machines', body: 'A Turing machine models any computation. The halting problem is undecidable.' },
    ],
  },
  {
    semester: 4,
    subject: 'Microprocessors',
    title: '8085 and 8086 Microprocessors',
    author: 'Er. Vikram Nair',
    sections: [
      {
        heading: '8085 architecture',
        body: 'An 8-bit processor with a 16-bit address bus. Know the registers, flags and the timing of a machine cycle.',
      },
      {
        heading: 'Assembly programming',
        body: 'Data transfer, arithmetic, logical and branch instructions. Trace every program on paper with the register values.',
      },
      {
        heading: '8086 and interfacing',
        body: 'Segmented memory and a 20-bit address. Interfacing with the 8255 programmable peripheral interface.',
      },
    ],
  },
  {
    semester: 4,
    subject: 'Software Engineering',
    title: 'Software Engineering Practices',
    author: 'Sanjay Kulkarni',
    sections: [
      {
        heading: 'Process models',
        body: 'Waterfall, spiral and agile. Agile delivers working software in short iterations and welcomes changing requirements.',
      },
      {
        heading: 'Requirements and design',
        body: 'Write requirements a tester can check. UML use case, class and sequence diagrams describe the design.',
      },
      {
        heading: 'Testing',
        body: 'Unit, integration and system testing. Black box tests check behaviour; white box tests check paths through the code.',
      },
    ],
  },
  // Semester 5
  {
    semester: 5,
    subject: 'Computer Networks',
    title: 'Computer Networks Explained',
    author: 'Prof. Arjun Sethi',
    sections: [
      {
        heading: 'Layers',
        body: 'The OSI model has seven layers; the TCP/IP model has four. Each layer serves the one above and uses the one below.',
      },
      {
        heading: 'IP addressing and routing',
        body: 'Subnetting splits a network; CIDR notation writes the prefix length. Routing algorithms: distance vector and link state.',
      },
      {
        heading: 'TCP and UDP',
        body: 'TCP gives reliable, ordered delivery with flow and congestion control. UDP is lighter and suits streaming and DNS.',
      },
    ],
  },
  {
    semester: 5,
    subject: 'Compiler Design',
    title: 'Compiler Design Notes',
    author: 'Neha Gupta',
    sections: [
      { heading: 'Lexical analysis', body: 'The lexer turns characters into tokens using regular expressions and finite automata.' },
      {
        heading: 'Parsing',
        body: 'Top-down LL(1) and bottom-up LR parsers. Compute FIRST and FOLLOW sets carefully; most marks are lost there.',
      },
      {
        heading: 'Code generation',
        body: 'Intermediate code as three-address code, then optimisation: constant folding, dead code elimination and loop invariant motion.',
      },
    ],
  },
  {
    semester: 5,
    subject: 'Web Technologies',
    title: 'Web Development Fundamentals',
    author: 'Ishaan Malhotra',
    sections: [
      {
        heading: 'HTML and CSS',
        body: 'Semantic HTML gives structure and accessibility. Flexbox and grid lay out pages that work on phones and laptops.',
      },
      { heading: 'JavaScript', body: 'Functions, closures, promises and async/await. The DOM lets scripts read and change the page.' },
      {
        heading: 'HTTP and REST',
        body: 'Methods, status codes and headers. A REST API names resources with URLs and uses methods for actions.',
      },
    ],
  },
  {
    semester: 5,
    subject: 'Artificial Intelligence',
    title: 'Introduction to Artificial Intelligence',
    author: 'Dr. Priya Raman',
    sections: [
      {
        heading: 'Search',
        body: 'Uninformed search (BFS, DFS) and informed search (A*). An admissible heuristic never overestimates the cost.',
      },
      { heading: 'Knowledge representation', body: 'Propositional and first order logic, and resolution to prove goals from facts.' },
      {
        heading: 'Machine learning basics',
        body: 'Supervised learning fits labelled data; unsupervised learning finds structure. Split data into training and test sets.',
      },
    ],
  },
  {
    semester: 5,
    subject: 'Economics for Engineers',
    title: 'Engineering Economics',
    author: 'Dr. Kiran Joshi',
    sections: [
      {
        heading: 'Demand and supply',
        body: 'Price settles where demand meets supply. Elasticity measures how demand responds to a change in price.',
      },
      {
        heading: 'Time value of money',
        body: 'A rupee today is worth more than a rupee next year. Use present worth and annual worth to compare projects.',
      },
      { heading: 'Depreciation', body: 'Straight line and declining balance methods. Depreciation lowers taxable profit.' },
    ],
  },
  {
    semester: 5,
    subject: 'Operating Systems',
    title: 'Linux and Shell Scripting',
    author: 'Ishaan Malhotra',
    sections: [
      {
        heading: 'The file system',
        body: 'Everything is a file. Permissions are read, write and execute for the owner, group and others.',
      },
      { heading: 'Shell basics', body: 'Pipes join commands; redirection sends output to files. grep, sed and awk handle most text work.' },
      {
        heading: 'Scripts',
        body: 'Start with a shebang line, quote your variables, and check exit codes. A script you can rerun safely is worth the effort.',
      },
    ],
  },
  // Semester 6
  {
    semester: 6,
    subject: 'Machine Learning',
    title: 'Machine Learning Crash Course',
    author: 'Dr. Priya Raman',
    sections: [
      {
        heading: 'Regression and classification',
        body: 'Linear regression minimises squared error; logistic regression predicts probabilities. Regularisation keeps weights small.',
      },
      { heading: 'Model evaluation', body: 'Accuracy, precision, recall and F1. Cross-validation gives a fairer estimate than one split.' },
      {
        heading: 'Trees and ensembles',
        body: 'Decision trees split on the most informative feature. Random forests and boosting combine many trees for better accuracy.',
      },
    ],
  },
  {
    semester: 6,
    subject: 'Cloud Computing',
    title: 'Cloud Computing Basics',
    author: 'Ishaan Malhotra',
    sections: [
      {
        heading: 'Service models',
        body: 'Infrastructure, platform and software as a service. The provider manages more as you move up the stack.',
      },
      {
        heading: 'Virtualisation and containers',
        body: 'Virtual machines include a whole operating system; containers share the host kernel and start in seconds.',
      },
      {
        heading: 'Scaling',
        body: 'Scale up with bigger machines, scale out with more of them. Stateless services scale out easily behind a load balancer.',
      },
    ],
  },
  {
    semester: 6,
    subject: 'Information Security',
    title: 'Cryptography and Network Security',
    author: 'Sanjay Kulkarni',
    sections: [
      {
        heading: 'Symmetric cryptography',
        body: 'One shared key encrypts and decrypts. AES is the standard block cipher; modes such as GCM add integrity.',
      },
      {
        heading: 'Public key cryptography',
        body: 'RSA and elliptic curves. Digital signatures prove who sent a message and that it was not changed.',
      },
      {
        heading: 'Web security',
        body: 'Injection, cross-site scripting and broken access control top the OWASP list. Validate input on the server, always.',
      },
    ],
  },
  {
    semester: 6,
    subject: 'Mobile Application Development',
    title: 'Building Android Apps',
    author: 'Neha Gupta',
    sections: [
      {
        heading: 'Activities and lifecycle',
        body: 'An activity is one screen. Save state in onPause and restore it, because the system may end your app at any time.',
      },
      { heading: 'Layouts', body: 'Constraint layouts adapt to screen sizes. Test on a small phone as well as a large one.' },
      {
        heading: 'Data and networking',
        body: 'Room stores data locally; network calls run off the main thread. Show progress while loading.',
      },
    ],
  },
  {
    semester: 6,
    subject: 'Project Management',
    title: 'Managing Engineering Projects',
    author: 'Dr. Kiran Joshi',
    sections: [
      {
        heading: 'Planning',
        body: 'Break work into tasks, estimate each, and find the critical path. Slack on a task is how late it can finish without delaying the project.',
      },
      { heading: 'Risk', body: 'List risks with their likelihood and impact, and decide in advance how you would respond to each.' },
      { heading: 'Teams', body: 'Clear roles, a weekly check-in and written decisions keep a student project on track.' },
    ],
  },
  {
    semester: 6,
    subject: 'Distributed Systems',
    title: 'Distributed Systems in Practice',
    author: 'Prof. Arjun Sethi',
    sections: [
      {
        heading: 'Time and order',
        body: 'Clocks drift, so distributed systems order events with logical clocks. Lamport clocks give a consistent order; vector clocks detect concurrency.',
      },
      {
        heading: 'Replication and consistency',
        body: 'Replicas improve availability. The CAP theorem says a partitioned system chooses between consistency and availability.',
      },
      {
        heading: 'Consensus',
        body: 'Paxos and Raft let nodes agree on a value despite failures. Raft elects a leader that orders all writes.',
      },
    ],
  },
  // Any semester
  {
    semester: null,
    subject: 'Study Skills',
    title: 'Exam Preparation Guide',
    author: 'Campus Mentors',
    sections: [
      {
        heading: 'Plan backwards',
        body: 'Start from the exam date and give each subject its days. Keep the last two days for revision only.',
      },
      {
        heading: 'Active recall',
        body: 'Close the book and write what you remember. Past papers are the best practice material you have.',
      },
      { heading: 'Sleep and breaks', body: 'Memory consolidates during sleep. Study in blocks of fifty minutes with short breaks.' },
    ],
  },
  {
    semester: null,
    subject: 'Career Skills',
    title: 'Resume Writing Handbook',
    author: 'Campus Mentors',
    sections: [
      { heading: 'One page', body: 'Recruiters read a resume in seconds. Keep it to one page and put your strongest work first.' },
      { heading: 'Projects', body: 'For each project say what you built, with what, and what changed because of it. Numbers help.' },
      { heading: 'Applying', body: 'Tailor the resume to the role, and ask a mentor for a referral where you can.' },
    ],
  },
];

'''
Project 2 - Gradebook
CS 112, Hugo Becker
'''

GRADE_CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')]


def load_scores(path):
    '''Parse the gradebook csv.

    Returns (assignments, weights, scores):
    assignments = list of names, weights = {assignment: weight},
    scores = {student: {assignment: score or None}}.
    Raises ValueError if the file is not valid.
    '''
    with open(path, 'r', encoding='utf-8') as infile:
        text = infile.read()
    numbered = []
    for number, line in enumerate(text.split('\n'), start=1):
        if line.strip():
            numbered.append((number, line))   # skip blank lines, remember line numbers
    if len(numbered) < 2:
        raise ValueError('Expected a header line and a weight line in ' + str(path))

    # header
    header_number, header_line = numbered[0]
    header = [field.strip() for field in header_line.split(',')]
    if header[0] != 'name':
        raise ValueError('Line %d: the header must start with \'name\'' % header_number)
    assignments = header[1:]

    # weights
    weight_number, weight_line = numbered[1]
    fields = [field.strip() for field in weight_line.split(',')]
    if fields[0] != 'weight':
        raise ValueError('Line %d: the second line must start with \'weight\'' % weight_number)
    if len(fields) != len(header):
        raise ValueError('Line %d: wrong number of weights' % weight_number)
    weights = {}
    for index in range(len(assignments)):
        try:
            weights[assignments[index]] = float(fields[index+1])
        except ValueError:
            raise ValueError('Line %d: weight %r is not a number' % (weight_number, fields[index+1]))

    # students
    scores = {}
    for number, line in numbered[2:]:
        fields = [field.strip() for field in line.split(',')]
        if len(fields) != len(header):
            raise ValueError('Line %d: expected %d values but found %d' % (number, len(header), len(fields)))
        student = fields[0]
        marks = {}
        for index in range(len(assignments)):
            cell = fields[index+1]
            if cell == '':          # not handed in
                marks[assignments[index]] = None
                continue
            try:
                value = float(cell)
            except ValueError:
                raise ValueError('Line %d: %r is not a valid score' % (number, cell))
            if value < 0 or value > 100:
                raise ValueError('Line %d: score %s is out of range' % (number, cell))
            marks[assignments[index]] = value
        scores[student] = marks
    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    '''Weighted average of one student, 0 to 100. Missing = 0.'''
    used = dict(weights)
    if drop_lowest:
        homework = []
        for assignment in used:
            if assignment.startswith('hw'):
                score = student_scores.get(assignment)
                if score is None:
                    score = 0.0
                homework.append((score, assignment))
        if len(homework) >= 2:
            homework.sort()
            lowest = homework[0][1]
            others = [name for _, name in homework[1:]]
            freed = used[lowest]
            others_total = 0.0
            for name in others:
                others_total += used[name]
            if others_total > 0:
                # spread the dropped weight over the other homeworks
                del used[lowest]
                for name in others:
                    used[name] = used[name] + freed*used[name]/others_total

    earned = 0.0
    weight_sum = 0.0
    for assignment in used:
        score = student_scores.get(assignment)
        if score is None:
            score = 0.0
        earned += score*used[assignment]
        weight_sum += used[assignment]
    if weight_sum == 0:
        return 0.0
    return earned/weight_sum    # same thing as normalising the weights


def letter_grade(percent):
    '''Return the letter grade for a percentage, using GRADE_CUTOFFS.'''
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return 'F'


def rank_students(averages):
    '''List of (name, average), highest first, ties sorted by name.'''
    groups = {}
    for name in averages:
        avg = averages[name]
        if avg not in groups:
            groups[avg] = []
        groups[avg].append(name)
    ranking = []
    for avg in sorted(groups.keys(), reverse=True):
        for name in sorted(groups[avg]):
            ranking.append((name, avg))
    return ranking


def assignment_stats(scores, assignment):
    '''mean, median, stdev (population), min and max of one assignment.'''
    values = []
    total = 0.0
    lowest = None
    highest = None
    for student in scores:
        value = scores[student].get(assignment)
        if value is None:
            continue
        values.append(value)
        total += value
        if lowest is None or value < lowest:
            lowest = value
        if highest is None or value > highest:
            highest = value
    count = len(values)
    if count == 0:
        return {'mean': 0.0, 'median': 0.0, 'stdev': 0.0, 'min': 0.0, 'max': 0.0}

    mean = total/count
    values.sort()
    if count % 2 == 1:
        median = values[count//2]
    else:
        median = (values[count//2 - 1] + values[count//2])/2
    squares = 0.0
    for value in values:
        squares += (value - mean)**2
    stdev = (squares/count)**0.5
    return {
        'mean': mean,
        'median': median,
        'stdev': stdev,
        'min': lowest,
        'max': highest,
    }


def histogram(letters):
    '''Text histogram, one line per letter grade.'''
    counts = {'A': 0, 'B': 0, 'C': 0, 'D': 0, 'F': 0}
    for letter in letters:
        counts[letter] += 1
    lines = []
    for letter in ['A', 'B', 'C', 'D', 'F']:
        lines.append(letter + ' | ' + '*'*counts[letter] + ' (' + str(counts[letter]) + ')')
    return '\n'.join(lines)


def print_table(headers, rows):
    '''Print rows (lists of strings) as a table with aligned columns.'''
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    line = '  '.join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print('-' * len(line))
    for row in rows:
        print('  '.join(cell.ljust(w) for cell, w in zip(row, widths)))

"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def load_scores(path):
    """Read a gradebook CSV file.

    The first row is the header: the word "name" followed by one column per
    assignment. The second row starts with the word "weight" and gives the
    weight of each assignment. Every other row is one student: a name
    followed by scores out of 100. An empty cell means the work was not
    handed in.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.

    Raise ValueError with a helpful message if the file is malformed
    (missing weight row, wrong number of columns, a score that is not a
    number or is outside 0..100, ...).
    """
    f = open(path, newline="")
    try:
        # filtrar las lineas vacias
        reader = csv.reader(row for row in f if row.strip() != "")
        header = next(reader, None)
        weight_row = next(reader, None)
        if header is None or header[0] != "name":
            raise ValueError("the first row should be the header (name,...)")
        if weight_row is None or weight_row[0] != "weight":
            raise ValueError("the second row should be the weights (weight,...)")

        assignments = header[1:]
        if len(weight_row) != len(header):
            raise ValueError("the weight row does not match the header")

        weights = {}
        i = 1
        while i < len(header):
            try:
                weights[header[i]] = float(weight_row[i])
            except ValueError:
                raise ValueError("invalid weight: " + weight_row[i])
            i += 1

        scores = {}
        for row in reader:
            if len(row) != len(header):
                raise ValueError("row for %s has %d columns, expected %d"
                                 % (row[0], len(row), len(header)))
            scores[row[0]] = read_student(row, header)
    finally:
        f.close()
    return assignments, weights, scores


def read_student(row, header):
    """Convierte una fila de la tabla en {assignment: score}."""
    result = {}
    for i in range(1, len(header)):
        valor = row[i].strip()
        if valor == "":
            result[header[i]] = None
        else:
            try:
                nota = float(valor)
            except ValueError:
                raise ValueError("%s: score '%s' is not a number" % (row[0], valor))
            if nota < 0 or nota > 100:
                raise ValueError("%s: score %s is out of range" % (row[0], valor))
            result[header[i]] = nota
    return result


# cálculo del promedio ponderado (versión final, la otra no funcionaba)
def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    quitar = None
    if drop_lowest:
        tareas = []
        for a in weights:
            if a.startswith("hw"):
                nota = student_scores.get(a)
                if nota is None:
                    nota = 0
                tareas.append((nota, a))
        if len(tareas) >= 2:
            quitar = min(tareas)[1]

    suma = 0
    peso_total = 0
    for a in weights:
        if a == quitar:
            continue
        nota = student_scores.get(a)
        if nota is None:
            nota = 0
        suma += nota * weights[a]
        peso_total += weights[a]

    if peso_total == 0:
        return 0.0
    return suma / peso_total


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first.

    averages is a dict {student: average}. Students with the same average
    are listed in alphabetical order.
    """
    pares = list(averages.items())
    pares.sort()                                   # primero por nombre
    pares.sort(key=lambda p: p[1], reverse=True)   # sort es estable
    return pares


def valores(scores, assignment):
    lista = []
    for nombre in scores:
        nota = scores[nombre].get(assignment)
        if nota is not None:
            lista.append(nota)
    return lista


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    lista = valores(scores, assignment)
    resultado = {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}
    if len(lista) == 0:
        return resultado

    n = len(lista)
    media = sum(lista) / n
    lista.sort()
    if n % 2 == 0:
        mediana = (lista[n // 2 - 1] + lista[n // 2]) / 2
    else:
        mediana = lista[n // 2]

    varianza = 0
    for x in lista:
        varianza += (x - media) ** 2
    varianza = varianza / n

    resultado["mean"] = media
    resultado["median"] = mediana
    resultado["stdev"] = varianza ** 0.5
    resultado["min"] = lista[0]
    resultado["max"] = lista[n - 1]
    return resultado


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    One line per grade A, B, C, D, F in that order (grades nobody got are
    shown too), for example:

        A | ***** (5)
        B | ******** (8)
        C | ** (2)
        D |  (0)
        F | * (1)
    """
    lineas = []
    for letra in "ABCDF":
        cuantos = sum(1 for l in letters if l == letra)
        lineas.append(letra + " | " + "*" * cuantos + " (" + str(cuantos) + ")")
    return "\n".join(lineas)


def print_table(headers, rows):
    """Print rows (lists of strings) as a table with aligned columns."""
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)))

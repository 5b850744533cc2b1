import java.util.Arrays;

public class Sorter
{
  public static void main(String[] argv)
  {
    int[] values = {5, 4, 3, 2, 1};
    values = msort(values);
    System.out.println(Arrays.toString(values));
  }

  static int[] msort(int[] values)
  {
    if (values.length == 1)
      return values;
    int half = values.length / 2;
    int[] x = msort(Arrays.copyOfRange(values, 0, half));
    int[] y = msort(Arrays.copyOfRange(values, half, values.length));
    return join(x, y);
  }

  static int[] join(int[] x, int[] y)
  {
    int[] out = new int[x.length + y.length];
    int xi = 0;
    int yi = 0;
    int oi = 0;
    while (xi < x.length && yi < y.length)
    {
      if (x[xi] < y[yi])
      {
        out[oi] = x[xi];
        xi++;
      }
      else
      {
        out[oi] = y[yi];
        yi++;
      }
      oi++;
    }
    while (xi < x.length)
    {
      out[oi] = x[xi];
      xi++;
      oi++;
    }
    while (yi < y.length)
    {
      out[oi] = y[yi];
      yi++;
      oi++;
    }
    return out;
  }
}

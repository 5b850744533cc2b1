import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;
import java.util.regex.Pattern;

//library program
//input format:  command;arg1;arg2...

class BookRec {
  public String ttl, auth, id;
  public int qty;
  public int out=0; //copies currently lent
  public BookRec(String ttl,String auth,String id,int qty) {
    this.ttl=ttl;
    this.auth=auth;
    this.id=id;
    this.qty=qty;
  }
  public String toString() {
    StringBuilder sb=new StringBuilder();
    sb.append(ttl).append(" by ").append(auth);
    sb.append(" [").append(id).append("] ");
    sb.append(qty-out).append('/').append(qty).append(" free");
    return sb.toString();
  }
}

class User {
  public String uname;
  public BookRec[] held=new BookRec[3];
  public int nHeld=0;
  public User(String uname) {
    this.uname=uname;
  }
}

//all the data + operations
class Library {
  List<BookRec> bookList=new ArrayList<>();
  List<User> userList=new ArrayList<>();

  void printOut() {
    StringBuilder report=new StringBuilder();
    for(BookRec bk:bookList) {
      if(bk.out==0) continue;
      report.append("  ").append(bk.ttl).append(" - ").append(bk.out).append(" out\n");
    }
    System.out.print(report.length()>0 ? report : "All books are in.\n");
  }

  void printUsers() {
    for(User u:userList) {
      System.out.println(u.uname+" ("+u.nHeld+"/3):");
      int k=0;
      while(k<u.nHeld) System.out.println("    "+u.held[k++].ttl);
    }
  }

  void doSearch(String txt) {
    Pattern pat=Pattern.compile(Pattern.quote(txt),Pattern.CASE_INSENSITIVE);
    boolean none=true;
    for(BookRec bk:bookList) {
      if(pat.matcher(bk.ttl).find()||pat.matcher(bk.auth).find()) {
        System.out.println("  "+bk);
        none=false;
      }
    }
    if(none) System.out.println("Nothing found.");
  }

  //prints the error and returns true if one of them is null
  boolean missing(User u,BookRec bk) {
    if(u!=null&&bk!=null) return false;
    System.out.println(u==null ? "No such member." : "No such book.");
    return true;
  }

  void doReturn(String nm,String id) {
    final User u=getUser(nm);
    final BookRec bk=getBook(id,0);
    if(missing(u,bk)) return;
    //copy everything except the first match into a new array
    BookRec[] kept=new BookRec[u.held.length];
    int m=0;
    boolean removed=false;
    for(int k=0;k<u.nHeld;k++) {
      if(!removed&&u.held[k]==bk) { removed=true; continue; }
      kept[m++]=u.held[k];
    }
    if(!removed) {
      System.out.println(u.uname+" does not have "+bk.ttl);
      return;
    }
    u.held=kept;
    u.nHeld=m;
    bk.out=bk.out-1;
    System.out.println(u.uname+" returned "+bk.ttl);
  }

  void doBorrow(String nm,String id) {
    final User u=getUser(nm);
    final BookRec bk=getBook(id,0);
    if(missing(u,bk)) return;
    if(u.nHeld==u.held.length) {
      System.out.println(u.uname+" already has "+u.held.length+" books.");
      return;
    }
    if(bk.out>=bk.qty) {
      System.out.println("No copies of "+bk.ttl+" left.");
      return;
    }
    u.held[u.nHeld++]=bk;
    bk.out=bk.out+1;
    System.out.println(u.uname+" borrowed "+bk.ttl);
  }

  //find by name
  User getUser(String nm) {
    for(User u:userList)
      if(u.uname.equalsIgnoreCase(nm)) return u;
    return null;
  }

  //find by isbn, recursive from position i
  BookRec getBook(String id,int i) {
    if(i>=bookList.size()) return null;
    if(bookList.get(i).id.equals(id)) return bookList.get(i);
    return getBook(id,i+1);
  }
}

public class Main {
  static final String HELP="addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit";

  //next non-empty line, or null at end of input
  static String nextCommand(Scanner in) {
    while(true) {
      System.out.print("> ");
      if(!in.hasNextLine()) return null;
      String ln=in.nextLine().trim();
      if(!ln.isEmpty()) return ln;
    }
  }

  public static void main(String[] args) {
    Library lib=new Library();
    Scanner in=new Scanner(System.in);
    String ln;
    System.out.println("Library system. Type help for commands.");
    while((ln=nextCommand(in))!=null) {
      String[] p=ln.split(";");
      for(int i=0;i<p.length;i++) p[i]=p[i].trim();
      String c=p[0].toLowerCase();
      if(c.equals("quit")) break;
      boolean ok=switch(c) {
        case "help" -> { System.out.println(HELP); yield true; }
        case "members" -> { lib.printUsers(); yield true; }
        case "out" -> { lib.printOut(); yield true; }
        case "addbook" -> p.length==5;
        case "addmember" -> p.length==2;
        case "search" -> p.length==2;
        case "borrow", "return" -> p.length==3;
        default -> false;
      };
      if(!ok) {
        System.out.println("Unknown command or wrong number of fields, type help.");
        continue;
      }
      if(c.equals("addbook")) {
        lib.bookList.add(new BookRec(p[1],p[2],p[3],Integer.parseInt(p[4])));
        System.out.println("Book added.");
      } else if(c.equals("addmember")) {
        lib.userList.add(new User(p[1]));
        System.out.println("Member added.");
      } else if(c.equals("search")) {
        lib.doSearch(p[1]);
      } else if(c.equals("borrow")) {
        lib.doBorrow(p[1],p[2]);
      } else if(c.equals("return")) {
        lib.doReturn(p[1],p[2]);
      }
    }
    System.out.println("Bye.");
  }
}

import java.util.ArrayList;
import java.util.Scanner;

//library program
//input format:  command;arg1;arg2...

class BookRec {
  String ttl;
  String auth;
  String id;
  int qty;
  int out; //copies currently lent
  BookRec(String ttl,String auth,String id,int qty) {
    this.ttl=ttl;
    this.auth=auth;
    this.id=id;
    this.qty=qty;
  }
  int avail() {
    return qty-out;
  }
  public String toString() {
    return ttl+" by "+auth+" ["+id+"] "+avail()+"/"+qty+" free";
  }
}

class User {
  String uname;
  ArrayList<BookRec> held=new ArrayList<BookRec>();
  User(String uname) {
    this.uname=uname;
  }
}

public class Main {
  static final int MAX=3;
  static ArrayList<BookRec> bookList=new ArrayList<BookRec>();
  static ArrayList<User> userList=new ArrayList<User>();

  //find by isbn
  static BookRec getBook(String id) {
    for(int i=0;i<bookList.size();i++) {
      if(bookList.get(i).id.equals(id)) return bookList.get(i);
    }
    return null;
  }

  //find by name
  static User getUser(String nm) {
    for(User u:userList) {
      if(u.uname.equalsIgnoreCase(nm)) return u;
    }
    return null;
  }

  static void doBorrow(String nm,String id) {
    User u=getUser(nm);
    BookRec bk=getBook(id);
    if(u==null||bk==null) {
      System.out.println("No such member or book.");
      return;
    }
    //limit reached?
    if(u.held.size()>=MAX) {
      System.out.println(u.uname+" already has "+MAX+" books.");
    } else if(bk.avail()==0) {
      System.out.println("No copies of "+bk.ttl+" left.");
    } else {
      u.held.add(bk);
      bk.out++;
      System.out.println(u.uname+" borrowed "+bk.ttl);
    }
  }

  static void doReturn(String nm,String id) {
    User u=getUser(nm);
    BookRec bk=getBook(id);
    if(u==null||bk==null) {
      System.out.println("No such member or book.");
      return;
    }
    if(u.held.remove(bk)) {
      bk.out--;
      System.out.println(u.uname+" returned "+bk.ttl);
    } else {
      System.out.println(u.uname+" does not have "+bk.ttl);
    }
  }

  static void doSearch(String txt) {
    int cnt=0;
    String s=txt.toLowerCase();
    for(BookRec bk:bookList) {
      if(bk.ttl.toLowerCase().contains(s)||bk.auth.toLowerCase().contains(s)) {
        System.out.println("  "+bk);
        cnt++;
      }
    }
    if(cnt==0) System.out.println("Nothing found.");
  }

  static void printUsers() {
    for(User u:userList) {
      System.out.println(u.uname+" ("+u.held.size()+"/"+MAX+"):");
      for(BookRec bk:u.held)
        System.out.println("    "+bk.ttl);
    }
  }

  static void printOut() {
    boolean flag=false;
    for(BookRec bk:bookList) {
      if(bk.out>0) {
        System.out.println("  "+bk.ttl+" - "+bk.out+" out");
        flag=true;
      }
    }
    if(!flag) System.out.println("All books are in.");
  }

  public static void main(String[] args) {
    Scanner in=new Scanner(System.in);
    int n=0;
    System.out.println("Library system. Type help for commands.");
    while(true) {
      System.out.print("> ");
      if(!in.hasNextLine()) break;
      String ln=in.nextLine().trim();
      if(ln.isEmpty()) continue;
      String[] p=ln.split(";");
      String c=p[0].trim().toLowerCase();
      n++;
      if(c.equals("quit")) {
        break;
      } else if(c.equals("help")) {
        System.out.println("addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit");
      } else if(c.equals("addbook")&&p.length==5) {
        int q=Integer.parseInt(p[4].trim());
        bookList.add(new BookRec(p[1].trim(),p[2].trim(),p[3].trim(),q));
        System.out.println("Book added.");
      } else if(c.equals("addmember")&&p.length==2) {
        userList.add(new User(p[1].trim()));
        System.out.println("Member added.");
      } else if(c.equals("borrow")&&p.length==3) {
        doBorrow(p[1].trim(),p[2].trim());
      } else if(c.equals("return")&&p.length==3) {
        doReturn(p[1].trim(),p[2].trim());
      } else if(c.equals("search")&&p.length==2) {
        doSearch(p[1].trim());
      } else if(c.equals("members")) {
        printUsers();
      } else if(c.equals("out")) {
        printOut();
      } else {
        System.out.println("Unknown command, type help.");
      }
    }
    System.out.println("Bye.");
  }
}
